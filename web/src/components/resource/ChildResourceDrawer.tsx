import type { ResourceDef } from '@vets/contracts';
import { Drawer } from 'antd';
import { ResourceListPage, type ResourceListPageProps } from './ResourceListPage';

/** The list of a child resource (dictionary items, report fields) for one parent, in a drawer. */
export function ChildResourceDrawer({
  def,
  parentId,
  title,
  onClose,
  ...rest
}: {
  def: ResourceDef;
  parentId: string | null;
  title: string;
  onClose(): void;
} & Omit<ResourceListPageProps, 'def' | 'fixedParams' | 'bare'>) {
  const parentKey = def.parentKey;
  if (!parentKey) throw new Error(`${def.key} 不是子资源`);
  return (
    <Drawer title={title} open={Boolean(parentId)} onClose={onClose} size={960} destroyOnHidden>
      {parentId && (
        <ResourceListPage
          {...rest}
          def={def}
          fixedParams={{ [parentKey]: parentId }}
          bare
          pageKey={`${def.key}`}
        />
      )}
    </Drawer>
  );
}

import type { PortalDetail, PortalPath, ResourceDef } from '@vets/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../app/document-meta';
import DetailState from '../components/DetailState';
import { useProjectionDetail } from './projection-queries';

interface Props<D extends ResourceDef> {
  path: PortalPath<D>;
  /** What the page says for an id that is missing or not public ('信息不存在或已撤回'). */
  notFoundTitle: string;
  backTo: { path: string; label: string };
  /** The tab title and description once the record is read. */
  meta?: (record: PortalDetail<D>) => { title: string; description?: string | null };
  children: (record: PortalDetail<D>) => ReactNode;
}

/** A portal detail a definition projects, by the `id` in the URL, with its states. */
export default function ProjectionDetail<D extends ResourceDef>(props: Props<D>) {
  const id = useSearchParams()[0].get('id');
  const query = useProjectionDetail<D>(props.path, id);
  const meta = query.data && props.meta?.(query.data);
  useDocumentMeta(meta ? meta.title : null, meta ? (meta.description ?? meta.title) : undefined);
  return (
    <DetailState id={id} query={query} notFoundTitle={props.notFoundTitle} backTo={props.backTo}>
      {props.children}
    </DetailState>
  );
}

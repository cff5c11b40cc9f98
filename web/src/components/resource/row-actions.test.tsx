// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  companyResource,
  deliveryResource,
  jobPositionResource,
  recommendRecordResource,
  recommendRuleResource,
} from '@vets/contracts';
import { Button, Popconfirm } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDomApis } from '../../test-support/dom-stubs';
import { hasFormInput } from './form-fields';
import { RowActions, splitRowActions } from './RowActions';
import { transitionApplies, transitionsOf } from './transitions';

beforeAll(stubDomApis);
afterEach(cleanup);

const link = (label: string, onClick = () => {}) => (
  <Button key={label} type="link" size="small" onClick={onClick}>
    {label}
  </Button>
);

describe('the action column', () => {
  it('keeps up to three actions inline and puts the rest under 更多', () => {
    expect(splitRowActions(['编辑', '详情'])).toEqual({ inline: ['编辑', '详情'], more: [] });
    expect(splitRowActions(['审核', '编辑', '详情'])).toEqual({
      inline: ['审核', '编辑', '详情'],
      more: [],
    });
    expect(splitRowActions(['审核', '评价', '收藏', '编辑', '详情', '删除'])).toEqual({
      inline: ['审核', '评价', '收藏'],
      more: ['编辑', '详情', '删除'],
    });
    expect(splitRowActions(['发布', '编辑', '详情'], 1)).toEqual({
      inline: ['发布'],
      more: ['编辑', '详情'],
    });
  });

  it('renders the overflow in a 更多 menu whose items still act, confirmations included', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    const { container } = render(
      <RowActions
        actions={[
          link('发布'),
          link('匹配人才'),
          link('收藏'),
          link('编辑', edit),
          link('详情'),
          <Popconfirm key="delete" title="确定删除吗?" onConfirm={remove}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>,
        ]}
      />,
    );
    const inline = within(container)
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/\s/g, ''));
    expect(inline).toEqual(['发布', '匹配人才', '收藏', '更多']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /更多/ }));
    });
    expect(screen.getByRole('menu').textContent).toBe('编辑详情删除');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    });
    expect(edit).toHaveBeenCalledTimes(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /更多/ }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
    });
    // The menu stays while the confirmation asks.
    expect(screen.getByText('确定删除吗?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    });
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('offers only the status changes a record can take', () => {
    const [[, , audit]] = transitionsOf(companyResource) as [[string, unknown, never]];
    expect(transitionApplies(audit, { id: '1', auditStatus: '0' })).toBe(true);
    expect(transitionApplies(audit, { id: '1', auditStatus: '2' })).toBe(true);
    expect(transitionApplies(audit, { id: '1', auditStatus: '1' })).toBe(false);
    const byName = Object.fromEntries(
      transitionsOf(jobPositionResource).map(([name, , t]) => [name, t]),
    );
    const shown = (status: string) =>
      Object.keys(byName).filter((name) => transitionApplies(byName[name]!, { id: '1', status }));
    expect(shown('0')).toEqual(['publish']);
    expect(shown('1')).toEqual(['close']);
    expect(shown('2')).toEqual(['publish']);
  });

  it('offers 新增 and 编辑 only where the form has something to fill in', () => {
    expect(hasFormInput(recommendRecordResource)).toBe(false);
    expect(hasFormInput(recommendRuleResource)).toBe(true);
    expect(hasFormInput(deliveryResource)).toBe(true);
    expect(hasFormInput(recommendRecordResource, { extraItems: [{}] })).toBe(true);
    expect(hasFormInput(deliveryResource, { formFields: [] })).toBe(false);
  });
});

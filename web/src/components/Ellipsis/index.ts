export { default as Ellipsis, type EllipsisProps } from './Ellipsis';
export * from './ellipsis-text';

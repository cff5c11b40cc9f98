export * from './switch-values';
export { default as YNSwitch, type YNSwitchProps } from './YNSwitch';

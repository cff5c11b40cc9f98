export { type CronInputProps, default as CronInput } from './CronInput';
export { CRON_MODAL_WIDTH, type CronModalProps, default as CronModal } from './CronModal';
export * from './cron-parts';

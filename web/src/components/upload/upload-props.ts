/** What every upload widget takes: where and how to upload, and its button. */
export interface UploadWidgetProps {
  onChange?: (value: string | undefined) => void;
  /** The business folder; default temp. */
  biz?: string;
  /** The response field holding the stored path; default message. */
  responseField?: string;
  /** Send the session token (our own server needs it); default true. */
  token?: boolean;
  action?: string;
  buttonText?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** An upload widget holding several stored paths, comma-joined. */
export interface MultiUploadProps extends UploadWidgetProps {
  /** Stored paths, comma-joined. */
  value?: string | null;
  /** Keep only the last N files; 0 (default) keeps all. */
  number?: number;
}

import type { UploadChangeParam } from 'antd/es/upload';
import { useEffect, useRef, useState } from 'react';
import { notifyUploadError } from './upload-feedback';
import {
  fileListValue,
  keepLast,
  type PathFile,
  responseMessage,
  settleFile,
  valueFileList,
} from './upload-value';

export interface UploadListOptions {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** Keep only the last N files; 0 keeps all. */
  number: number;
  responseField: string;
  toUrl: (path: string) => string;
}

/**
 * A controlled upload list over a comma-joined value of stored paths: finished uploads add
 * their path, failures notify '上传出错', and the value changes once nothing is uploading.
 */
export function useUploadList({
  value,
  onChange,
  number,
  responseField,
  toUrl,
}: UploadListOptions) {
  const [fileList, setFileList] = useState<PathFile[]>(() =>
    keepLast(valueFileList(value, toUrl), number),
  );
  const emitted = useRef(value ?? '');

  useEffect(() => {
    const next = value ?? '';
    if (next === emitted.current) return;
    emitted.current = next;
    setFileList(keepLast(valueFileList(next, toUrl), number));
  }, [value, toUrl, number]);

  const handleChange = ({ file, fileList: next }: UploadChangeParam<PathFile>) => {
    const list = keepLast(
      next.map((f) => settleFile(f, responseField, toUrl)),
      number,
    );
    setFileList(list);
    const settled = settleFile(file, responseField, toUrl);
    if (settled.status === 'error') notifyUploadError(responseMessage(file.response));
    if (file.status === 'uploading') return;
    const joined = fileListValue(list);
    if (joined === emitted.current) return;
    emitted.current = joined;
    onChange?.(joined || undefined);
  };

  return { fileList, handleChange };
}

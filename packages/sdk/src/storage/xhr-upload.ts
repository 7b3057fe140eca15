/** Multipart upload through XMLHttpRequest, the one browser transport that reports upload progress. */
import { NetworkError } from '../core/errors';
import { joinUrl, toHttpError } from '../core/http-client';

/** The part of XMLHttpRequest used here. */
export interface XhrLike {
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  status: number;
  responseText: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
}

export type XhrFactory = new () => XhrLike;

export interface XhrUploadParams {
  XMLHttpRequest: XhrFactory;
  baseUrl: string;
  path: string;
  form: FormData;
  token: string | null;
  onProgress: (percent: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** Posts the form, reporting whole percentages; resolves with the parsed body of a 2xx answer. */
export function uploadWithProgress(params: XhrUploadParams): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new params.XMLHttpRequest();
    xhr.open('POST', joinUrl(params.baseUrl, params.path));
    if (params.token) xhr.setRequestHeader('Authorization', `Bearer ${params.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) params.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(toHttpError(xhr.status, body));
    };
    xhr.onerror = () => reject(new NetworkError('Network request failed: upload interrupted', { status: 0 }));
    xhr.send(params.form);
  });
}

import { apiRequestOf } from '~/site/lib/api';
import { $userInfo } from '~/site/stores/user';
import { percentOf, UPLOAD_FAILED, uploadOutcome } from './media-view';

/**
 * `POST /api/upload` (multipart field `upload`) through XMLHttpRequest, whose upload events report progress
 * (fetch has none): `onProgress(percent)` as the bytes go out, 100 once the server has answered.
 * Resolves with the stored path; rejects with the server's Slovak message.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The contract's key names the route (XMLHttpRequest, not the client's fetch: only it reports upload progress).
    const { path, options } = apiRequestOf('POST /api/upload');
    xhr.open(options.method, path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = $userInfo.get()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(percentOf(e.loaded, e.total));
    };
    xhr.onload = () => {
      const out = uploadOutcome(xhr.status, xhr.responseText);
      if (out.ok) {
        onProgress(100);
        resolve(out.path);
      } else reject(new Error(out.message));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new Error(UPLOAD_FAILED));
    const body = new FormData();
    body.append('upload', file);
    xhr.send(body);
  });
}

/**
 * The pixel size of an image file (null when the browser cannot decode it). createImageBitmap reads the file
 * itself: no blob: URL, so the page's Content-Security-Policy needs no blob: source for images or connections.
 */
export async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

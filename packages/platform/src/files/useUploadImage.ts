import { endpoints } from '@hm/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../api/api-context';

export interface UploadImage {
  /** An object URL of the image (`blob:`), null until it has loaded (or without an image). */
  src: string | null;
  loading: boolean;
  error: boolean;
}

/**
 * An uploaded image (a hospital's logo, a preview) as an `<img>` source. The download needs the
 * session's token, which an `<img src>` cannot send, so the bytes are fetched through the API
 * client and shown from memory; the object URL is released when the image changes or goes.
 * Cached under `['upload', 'image', id]`, so a write to uploads (`['upload']`) reloads it.
 * @example const logo = useUploadImage(user.hospital?.logo_upload_id); logo.src && <img src={logo.src} alt="" />
 */
export function useUploadImage(uploadId: number | null | undefined): UploadImage {
  const api = useApi();
  const blob = useQuery({
    queryKey: ['upload', 'image', uploadId],
    queryFn: () => api.download(endpoints.uploadFile, { params: { id: uploadId! }, query: { inline: true } }),
    enabled: !!uploadId,
    staleTime: Infinity,
    retry: false,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data || typeof URL.createObjectURL !== 'function') {
      setSrc(null);
      return;
    }
    const url = URL.createObjectURL(blob.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob.data]);
  return { src: uploadId ? src : null, loading: blob.isLoading, error: blob.isError };
}

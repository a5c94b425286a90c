import type { EndpointArgs, EndpointConfig } from '@hm/contract';
import { errorMessage, notify, useApi } from '@hm/platform';
import { useMutation } from '@tanstack/react-query';

/** Hands a downloaded file to the browser under a name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A file entry of the endpoint table (xlsx), saved under a name; a refusal shows the server's
 * message. `isPending` drives the button's spinner.
 * @example const exportRaw = useFileDownload(endpoints.rawDataExport); exportRaw.mutate({ args: { query }, fileName: 'du-lieu-tho.xlsx' });
 */
export function useFileDownload<C extends EndpointConfig>(endpoint: C, onDone?: () => void) {
  const api = useApi();
  return useMutation<void, unknown, { args: EndpointArgs<C>; fileName: string }>({
    mutationFn: async ({ args, fileName }) => saveBlob(await api.download(endpoint, args), fileName),
    onSuccess: () => onDone?.(),
    onError: (err) => notify.error(errorMessage(err)),
  });
}

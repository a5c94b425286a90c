import type { EndpointArgs, EndpointConfig } from '@hm/contract';
import { errorMessage, notify, saveBlob, useApi } from '@hm/platform';
import { useMutation } from '@tanstack/react-query';

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

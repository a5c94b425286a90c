import { useNotifications } from '@hm/platform';
import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import './notification-toaster.css';

/**
 * Renders the platform's notification queue as PrimeReact toasts. Mount it once per page
 * (the shell, or a standalone frame).
 * @example <NotificationToaster />
 */
export function NotificationToaster() {
  const toast = useRef<Toast>(null);
  const queue = useNotifications((s) => s.queue);
  useEffect(() => {
    if (queue.length === 0 || !toast.current) return;
    toast.current.show(queue.map((n) => ({ severity: n.severity, summary: n.summary, detail: n.detail, life: n.severity === 'error' ? 6000 : 3000 })));
    useNotifications.getState().take(queue.map((n) => n.id));
  }, [queue]);
  return <Toast ref={toast} position="top-center" className="hm-toaster" />;
}

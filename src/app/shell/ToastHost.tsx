import { useEffect, useState } from 'react';
import { apiEvents, type ToastEvent } from '@/shared/api/api-events';
import { Toast } from '@/shared/ui/toast/Toast';

interface ShownToast extends ToastEvent {
  id: number;
}

let nextId = 1;

/** Shows the toasts the API clients and screens emit, each for its own duration. */
export function ToastHost() {
  const [toast, setToast] = useState<ShownToast | null>(null);

  useEffect(() => {
    const show = (event: ToastEvent) => setToast({ ...event, id: nextId++ });
    apiEvents.on('toast', show);
    return () => apiEvents.off('toast', show);
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  return toast ? <Toast key={toast.id} message={toast.message} type={toast.type} position={toast.position} /> : null;
}

import { createStore } from '@/shared/lib/create-store';
import { isOffline } from './connection';

/** Whether the device says it has a network (navigator.onLine, kept current by its online and offline events). */
export const onlineStatus = createStore(!isOffline(), {
  watch(changed) {
    const update = () => {
      onlineStatus.set(!isOffline());
      changed();
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  },
});

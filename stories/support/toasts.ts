// Toasts recorded story by story, for stories whose recorder must start before the screen renders.
import { hideToast } from '@/shared/ui/toast/toast';
import { recordToasts, type ToastRecorder } from '../../tests/support/toasts';

export interface StoryToasts {
  /** A beforeEach: records from now on; after the story the recorder stops and the toast is hidden. */
  start: () => () => void;
  /** The recorder of the running story. */
  readonly recorder: ToastRecorder;
}

export function storyToasts(): StoryToasts {
  let current: ToastRecorder | undefined;
  return {
    start: () => {
      const recorder = recordToasts();
      current = recorder;
      return () => {
        recorder.stop();
        hideToast();
      };
    },
    get recorder() {
      if (!current) throw new Error('No toast recorder: the story did not start one in its beforeEach');
      return current;
    },
  };
}

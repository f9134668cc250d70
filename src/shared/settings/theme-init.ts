// Imported first by src/main.tsx: the stored theme is on <html> before the app renders its first screen.
import { applyStoredTheme } from './theme';

applyStoredTheme();

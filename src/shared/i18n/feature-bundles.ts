// The message chunks of the namespaces the start-up code does not list (see ./index.ts): one loader per language and
// namespace, each fetched the first time a screen uses it.
export const featureBundles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/*/{common,routes,shell,layout,ui,errors,overlays,home,auth,sports,live}.json',
]);

// The message chunks the start-up code does not list (see ./index.ts): the other namespaces, and every namespace in
// Thai (not offered by the picker); one loader per language and namespace, each fetched the first time it is used.
export const featureBundles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/{vi,zh-cn,en}/{common,routes,shell,layout,ui,errors,overlays,home,sports,live}.json',
]);

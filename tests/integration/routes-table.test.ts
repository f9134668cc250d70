import { readFileSync } from 'node:fs';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/shared/config/paths';
import { leafMeta, routeMetaProblems } from '@/app/route-meta';
import { withGuards } from '@/app/guard';
import { guardedScreenRoutes, screenRoutes } from '@/app/route-table';
import { appRoutes, buildAppRoutes } from '@/app/router';
import { homeRoutes } from '@/features/home/routes';
import { concretePath, readRouteTable } from '../fixtures/routes-table';

const table = readRouteTable();
/** The whole tree as a router holds it once the route table has been added. */
const fullRoutes = buildAppRoutes([...withGuards(homeRoutes), ...guardedScreenRoutes]);
const LANGUAGES = ['en', 'vi', 'zh-cn', 'th'];

function leafRoute(pathname: string): RouteObject | undefined {
  return matchRoutes(fullRoutes, pathname)?.at(-1)?.route;
}

function metaAt(pathname: string) {
  return leafMeta(matchRoutes(fullRoutes, pathname) ?? []);
}

function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe('routes.tsv', () => {
  it('lists the routes of SPEC.md section 2', () => {
    expect(table.length).toBeGreaterThan(140);
  });

  it.each(table.map((row) => [row.path, row] as const))('%s exists with its flags', (_path, row) => {
    const pathname = concretePath(row.path);
    const route = leafRoute(pathname);
    expect(route, pathname).toBeDefined();
    expect(route?.path, `${pathname} is not caught by the unknown-path redirect`).not.toBe('*');
    const meta = metaAt(pathname);
    if (row.redirectTo) {
      expect(route?.index).toBe(true);
      expect(route?.loader).toBeTypeOf('function');
      return;
    }
    expect(Boolean(meta.isAuth)).toBe(row.auth);
    expect(Boolean(meta.isShowTabbar)).toBe(row.tabbar);
    expect(Boolean(meta.isShowBetCart)).toBe(row.cart);
    expect(Boolean(meta.guestOnly)).toBe(row.guestOnly);
    expect(meta.aliasOf ?? null).toBe(row.aliasOf);
    // Lazy: the screen's code is its own chunk.
    expect(route?.lazy).toBeTypeOf('function');
    expect(route?.Component ?? route?.element).toBeUndefined();
  });

  it('every alias of /activity-detail loads the same screen as /activity-detail', () => {
    const aliases = table.filter((row) => row.aliasOf);
    expect(aliases).toHaveLength(14);
    const target = leafRoute('/activity-detail');
    for (const alias of aliases) expect(leafRoute(alias.path)?.lazy, alias.path).toBe(target?.lazy);
  });

  it('gives the route names of the spec', () => {
    expect(metaAt('/financialDetailsView').name).toBe('financialDetailsViews');
    expect(metaAt('/addressChild').name).toBe('addressChild');
  });

  it('keeps /deposit alive and fades the main tabs and auth pages', () => {
    expect(metaAt('/deposit').keepAlive).toBe(true);
    for (const path of ['/', '/activity', '/user-center', '/maintain', '/sports', '/login', '/register', '/registerName']) {
      expect(metaAt(path).transition, path).toBe('fade');
    }
    expect(metaAt('/vip').transition).toBe('slide');
  });

  it('sends unknown paths to the redirect route', () => {
    expect(leafRoute('/no-such-page')?.path).toBe('*');
    expect(leafRoute('/deposit/extra')?.path).toBe('*');
  });
});

describe('route definitions', () => {
  const routes = allRoutes([...homeRoutes, ...screenRoutes]);

  it('every handle is a valid RouteMeta with a title in every language', () => {
    const locales = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(`src/shared/i18n/locales/${lang}/routes.json`, 'utf8')) as unknown]),
    );
    for (const route of routes) {
      if (route.handle === undefined) continue;
      expect(routeMetaProblems(route.handle), route.path).toEqual([]);
      const titleKey = (route.handle as { titleKey?: string }).titleKey;
      expect(titleKey, `${route.path} has a title`).toBeTypeOf('string');
      for (const lang of LANGUAGES) expect(lookup(locales[lang], titleKey ?? ''), `${lang} ${titleKey}`).toBeTypeOf('string');
    }
  });

  it('every leaf route runs the guard as its middleware', () => {
    for (const route of allRoutes(fullRoutes)) {
      const leaf = route.index || (!route.children && route.path !== undefined);
      if (leaf) expect(route.middleware?.length, route.path ?? 'index').toBeGreaterThan(0);
      else expect(route.middleware ?? [], route.path ?? route.id).toHaveLength(0);
    }
  });

  it('the app starts with the shell and home only; the table is a separate chunk', () => {
    expect(matchRoutes(appRoutes, '/')?.at(-1)?.route.path).toBe('/');
    expect(matchRoutes(appRoutes, '/deposit')).toBeNull();
  });

  it('the typed path map holds exactly the table paths (aliases and campaign pages aside)', () => {
    const tablePaths = table.map((row) => row.path.replace(/\{([^}]+)\}/g, ':$1'));
    const mapped = new Set<string>(Object.values(PATHS));
    for (const path of mapped) expect(tablePaths, path).toContain(path);
    const unmapped = tablePaths.filter((path) => !mapped.has(path));
    for (const path of unmapped) {
      const row = table.find((r) => r.path === path);
      expect(row?.aliasOf !== null || row?.note.startsWith('campaign page'), path).toBe(true);
    }
  });
});

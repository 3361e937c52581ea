import { describe, expect, it } from 'vitest';
import type { WebFeature } from '../platform/web-feature';
import { features } from './features';
import { appRoutes, composeRoutes } from './routes';

describe('the composed route table', () => {
  it("holds the shell's home and every feature's screens, each path once, every page lazy", () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths[0]).toBe('/');
    const featurePaths = features.flatMap((feature) => feature.routes ?? []).map((route) => route.path);
    expect(paths.slice(1)).toEqual(featurePaths);
    expect(paths).toEqual(expect.arrayContaining(['/login', '/dashboard', '/orders/list', '/orders/view/:id', '/contract/fill/:id']));
    for (const route of appRoutes.slice(1)) expect(typeof route.load, route.path).toBe('function');
  });

  it('refuses two features declaring one path, naming both', () => {
    const a: WebFeature = { name: 'orders', routes: [{ path: '/orders/list', roles: ['user'] }] };
    const b: WebFeature = { name: 'writer-orders', routes: [{ path: '/orders/list', roles: ['writer'] }] };
    expect(() => composeRoutes([a, b])).toThrow('The route /orders/list is declared by both orders and writer-orders.');
    expect(() => composeRoutes([{ name: 'x', routes: [{ path: '/' }] }])).toThrow('declared by both the shell and x');
  });
});

import { describe, expect, it } from 'vitest';
import { routeLabel, suggestRoutes } from '../../src/lib/suggest-routes';

const routes = [
  '/',
  '/patcher/',
  '/patcher/running-patcher/report',
  '/patcher/running-patcher/update',
  '/guides/stay-up-to-date/terraform/terraform-13/',
  '/guides/stay-up-to-date/terraform/terraform-13/core-concepts',
  '/library/overview/modules',
];

describe('suggestRoutes', () => {
  it('ranks pages sharing words with a mistyped path first', () => {
    expect(suggestRoutes('/patcher/runing-patcher/report', routes)[0]).toBe('/patcher/running-patcher/report');
  });

  it('matches free text against path words, shortest path first on ties', () => {
    expect(suggestRoutes('terraform 13', routes).slice(0, 2)).toEqual([
      '/guides/stay-up-to-date/terraform/terraform-13/',
      '/guides/stay-up-to-date/terraform/terraform-13/core-concepts',
    ]);
  });

  it('returns nothing for an empty query or no match, and respects the limit', () => {
    expect(suggestRoutes('', routes)).toEqual([]);
    expect(suggestRoutes('kubernetes', routes)).toEqual([]);
    expect(suggestRoutes('patcher', routes, 2)).toHaveLength(2);
  });

  it('matches page titles too, when it has them', () => {
    const titles = { '/library/overview/modules': 'Modules: the building blocks of the library' };
    expect(suggestRoutes('building blocks', routes)).toEqual([]);
    expect(suggestRoutes('building blocks', routes, 8, titles)).toEqual(['/library/overview/modules']);
  });

  it('ranks a mistyped path above a page that only shares words with it in its title', () => {
    const candidates = ['/patcher/running-patcher/report', '/discussions/knowledge-base/15'];
    const titles = { '/discussions/knowledge-base/15': 'patcher report fails our GitHub Actions job' };
    expect(suggestRoutes('/patcher/runing-patcher/reportt', candidates, 8, titles)[0]).toBe(
      '/patcher/running-patcher/report',
    );
  });

  it('labels routes by their last segment', () => {
    expect(routeLabel('/patcher/running-patcher/report')).toBe('Report');
    expect(routeLabel('/library/overview/')).toBe('Overview');
    expect(routeLabel('/')).toBe('Home');
  });
});

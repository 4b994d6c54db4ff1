import { describe, expect, it } from 'vitest';
import { LIBRARY_FIRST_PAGE } from '#common/exercise-constants.ts';
import { searchUrl } from './use-exercises.ts';

const NO_FILTER = { q: '', muscle: '', equipment: '', level: '', category: '' };

describe('searchUrl', () => {
  it('asks for the first page without filters at the address the server preloads', () => {
    expect(searchUrl(NO_FILTER, 0)).toBe(LIBRARY_FIRST_PAGE);
    expect(searchUrl({ ...NO_FILTER, q: '  ' }, 0)).toBe(LIBRARY_FIRST_PAGE);
  });

  it('adds the filters and the offset of later pages', () => {
    expect(searchUrl({ ...NO_FILTER, q: ' bench ', muscle: 'chest' }, 24)).toBe(
      '/api/exercises/search?q=bench&muscle=chest&limit=24&offset=24',
    );
  });
});

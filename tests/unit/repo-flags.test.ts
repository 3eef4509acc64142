import { afterEach, describe, expect, it, vi } from 'vitest';
import { flagKeys, isWarningSuppressed, setWarningSuppressed } from '../../src/lib/repo-links/flags';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => Array.from(data.keys())[i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('warning flags', () => {
  it('use the spec keys and store the string "true"', () => {
    expect(flagKeys).toEqual({
      subscriber: 'dontWarnGitHubLinks',
      cis: 'dontWarnCISLinks',
      enterprise: 'dontWarnEnterpriseLinks',
    });
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    setWarningSuppressed('cis', true);
    expect(storage.getItem('dontWarnCISLinks')).toBe('true');
    expect(isWarningSuppressed('cis')).toBe(true);
    expect(isWarningSuppressed('subscriber')).toBe(false);
    setWarningSuppressed('cis', false);
    expect(storage.getItem('dontWarnCISLinks')).toBeNull();
  });

  it('only the exact string "true" suppresses', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    for (const v of ['1', 'TRUE', 'yes', '']) {
      storage.setItem('dontWarnGitHubLinks', v);
      expect(isWarningSuppressed('subscriber')).toBe(false);
    }
  });

  it('never throw when storage is missing, blocked, or failing', () => {
    const fail = () => {
      throw new Error('blocked');
    };
    const variants = [
      {},
      { localStorage: null },
      Object.defineProperty({}, 'localStorage', { get: fail }),
      { localStorage: { getItem: fail, setItem: fail, removeItem: fail } },
    ];
    for (const win of variants) {
      vi.stubGlobal('window', win);
      expect(() => setWarningSuppressed('enterprise', true)).not.toThrow();
      expect(isWarningSuppressed('enterprise')).toBe(false);
      expect(() => setWarningSuppressed('enterprise', false)).not.toThrow();
    }
  });
});

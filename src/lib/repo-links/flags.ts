/**
 * The reader's "Don't warn me again" choices, one localStorage flag per warning.
 * Storage may be missing or throw (locked-down browsers): then nothing is remembered and nothing throws.
 */
import type { Tier } from './classify';

export const flagKeys: Record<Tier, string> = {
  subscriber: 'dontWarnGitHubLinks',
  cis: 'dontWarnCISLinks',
  enterprise: 'dontWarnEnterpriseLinks',
};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

export function isWarningSuppressed(tier: Tier): boolean {
  try {
    return storage()?.getItem(flagKeys[tier]) === 'true';
  } catch {
    return false;
  }
}

export function setWarningSuppressed(tier: Tier, suppressed: boolean): void {
  try {
    const s = storage();
    if (suppressed) s?.setItem(flagKeys[tier], 'true');
    else s?.removeItem(flagKeys[tier]);
  } catch {
    // Not remembered; the warning keeps working.
  }
}

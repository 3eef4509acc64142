import { describe, expect, it } from 'vitest';
import { planProvision, type Machine } from '../../scripts/system/provision';
import { chromium, nginx } from '../../scripts/system/requirements';

const root: Machine = { checkOnly: false, hasAptGet: true, isRoot: true, hasPasswordlessSudo: false };

describe('system provisioning plan', () => {
  it('does nothing when every program is present', () => {
    expect(planProvision([], root)).toEqual({ kind: 'ready' });
  });

  it('installs the missing packages as root, through sudo otherwise', () => {
    expect(planProvision([chromium, nginx], root)).toEqual({
      kind: 'install',
      sudo: false,
      packages: ['chromium', 'nginx-light'],
    });
    expect(planProvision([nginx], { ...root, isRoot: false, hasPasswordlessSudo: true })).toEqual({
      kind: 'install',
      sudo: true,
      packages: ['nginx-light'],
    });
  });

  it('fails naming the programs and the command when it cannot install', () => {
    const noRoot = planProvision([nginx], { ...root, isRoot: false });
    expect(noRoot.kind).toBe('fail');
    expect(noRoot.kind === 'fail' && noRoot.message).toMatch(
      /needs root[\s\S]*nginx[\s\S]*apt-get install -y nginx-light/,
    );
    const noApt = planProvision([chromium], { ...root, hasAptGet: false });
    expect(noApt.kind === 'fail' && noApt.message).toMatch(/no apt-get[\s\S]*Chromium/);
  });

  it('only reports in check mode, even as root', () => {
    const plan = planProvision([chromium], { ...root, checkOnly: true });
    expect(plan.kind === 'fail' && plan.message).toMatch(/missing:[\s\S]*npm run test:system/);
  });
});

import { accountFilter, emptyAccountSelection } from './massChange';

describe('accountFilter', () => {
  it('asks for active accounts only by default', () => {
    expect(accountFilter(emptyAccountSelection)).toEqual({ active: true });
  });

  it('combines organisation, ZBV role (contained in the role list) and full-text search', () => {
    expect(accountFilter({ orgId: 1, zbvRole: 'SPK_VERTRIEB', search: ' muster ', onlyActive: false })).toEqual({
      orgId: 1,
      zbvRoles_like: 'SPK_VERTRIEB',
      q: 'muster',
    });
  });
});

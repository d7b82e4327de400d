import { settingFormSchema } from './settingRules';

const modules = new Set(['2', '4', '5']);

describe('settingFormSchema', () => {
  it('reports the problem at the value field of the form', () => {
    const result = settingFormSchema(modules).safeParse({ id: 'config.maintenance.enabled', value: 'an' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['value']);
  });
});

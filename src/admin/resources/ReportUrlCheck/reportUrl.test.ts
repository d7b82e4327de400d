import { lookupPartOf, reportUrlSchema } from './reportUrl';

const messageOf = (url: string) => reportUrlSchema.safeParse({ url }).error?.issues[0]?.message;

describe('report URL check rules', () => {
  it('requires the field', () => {
    expect(messageOf('')).toBe('Ihre Anfrage betrifft ist ein Pflichtfeld');
    expect(messageOf('   ')).toBe('Ihre Anfrage betrifft ist ein Pflichtfeld');
  });

  it("needs 'modules/' exactly once", () => {
    expect(messageOf('https://radar.example/dashboard')).toBe('Url ungültig');
    expect(messageOf('https://radar.example/modules/2/reports/1/modules/3')).toBe('Url ungültig');
    expect(messageOf('https://radar.example/modules/2/reports/1')).toBeUndefined();
  });

  it("sends the part from 'modules/' on", () => {
    expect(lookupPartOf(' https://radar.example/modules/2/reports/1?page=x ')).toBe('modules/2/reports/1?page=x');
    expect(lookupPartOf('modules/5/reports/13')).toBe('modules/5/reports/13');
  });
});

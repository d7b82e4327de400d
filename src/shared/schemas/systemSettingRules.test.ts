import { checkSettingValue } from './systemSettingRules';

const modules = new Set(['2', '4', '5']);

describe('checkSettingValue', () => {
  it.each([
    ['config.maintenance.enabled', 'true', undefined],
    ['config.maintenance.enabled', 'false', undefined],
    ['config.maintenance.enabled', 'ja', 'Der Wert muss „true“ oder „false“ sein.'],
    ['ki.enabled.modules.ids', '2,4, 5', undefined],
    ['ki.enabled.modules.ids', '', undefined],
    ['ki.enabled.modules.ids', '2;4', 'Kommagetrennte Modul-IDs, z. B. 2,4,5.'],
    ['ki.enabled.modules.ids', '2,99', 'Ein Modul mit der ID 99 gibt es nicht.'],
    ['pbi.report.confluence.defaultpageid', '1007', undefined],
    ['pbi.report.confluence.defaultpageid', 'Startseite', 'Die ID einer Handbuchseite besteht aus Ziffern.'],
    ['config.productname', '  ', 'Bitte einen Wert eingeben.'],
    ['maintenance.message.text', 'Bis 12 Uhr', undefined],
    ['support.mailbox', 'beliebig', undefined],
  ])('%s = %j', (key, value, problem) => {
    expect(checkSettingValue(key, value, modules)).toBe(problem);
  });
});

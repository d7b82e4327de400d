import { isAssistantEnabled } from './assistantEnabled';

it.each([
  [undefined, '7', true],
  ['2,4, 5', '5', true],
  ['2,4,5', '7', false],
  ['', '2', false],
])('setting %s, module %s: %s', (setting, moduleId, enabled) => {
  expect(isAssistantEnabled(setting, moduleId)).toBe(enabled);
});

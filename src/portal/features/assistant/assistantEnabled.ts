/** docs/requirements/roles.md: the assistant is on for a module listed in `ki.enabled.modules.ids`, or when the key is absent. */
export function isAssistantEnabled(setting: string | undefined, moduleId: string): boolean {
  if (setting === undefined) return true;
  return setting
    .split(',')
    .map((id) => id.trim())
    .includes(moduleId);
}

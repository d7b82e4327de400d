import { portalTexts } from '@shared/texts';
import { useSettingsMap } from '../settings/api/getSettingsMap';

export const MAINTENANCE_MESSAGE_SETTING = 'maintenance.message.text';

export function useMaintenanceMessage(): string {
  const { data } = useSettingsMap();
  return data?.[MAINTENANCE_MESSAGE_SETTING]?.trim() || portalTexts.maintenance.defaultMessage;
}

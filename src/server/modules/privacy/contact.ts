// What the footer, the privacy page and the grievance page show: the notice's version and the
// grievance officer's contact (configuration). The API route and the server's first views both answer it.
import { GRIEVANCE_RESPONSE_DAYS } from '#shared/contracts/grievance.ts';
import { NOTICE_VERSION, type TGrievanceOfficer, type TPrivacyContact } from '#shared/contracts/privacy.ts';

export const privacyContact = (grievanceOfficer: TGrievanceOfficer): TPrivacyContact => ({
  noticeVersion: NOTICE_VERSION,
  grievanceOfficer,
  responseDays: GRIEVANCE_RESPONSE_DAYS,
});

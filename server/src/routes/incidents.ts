import { INCIDENT_RECORDED, incidentRecordedWithMinutesMessage, type IncidentCallName } from '@mizan/shared';
import { listIncidents } from '../services/incidents/list-incidents';
import { recordIncident } from '../services/incidents/record-incident';
import { signedIn, type Handlers } from './handler';

/** The control room's incidents (shared/src/api/contract-incidents.ts). */
export const incidentHandlers = {
  addIncident: async ({ data, caller, services }) => {
    await recordIncident(services.db, services.clock, signedIn(caller), data);
    return { msg: data.minutes > 0 ? incidentRecordedWithMinutesMessage(data.minutes) : INCIDENT_RECORDED };
  },

  getIncidents: async ({ data, caller, services }) => ({ data: await listIncidents(services.db, signedIn(caller), data.id) }),
} satisfies Pick<Handlers, IncidentCallName>;

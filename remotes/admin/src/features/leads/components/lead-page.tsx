import { can, LEAD_ADMIN_MESSAGES, useErasePersonLeads, useForwardLeadsAgain, useLead, useMarkLeadSpam } from '@vaani/data';
import { useNavigate, useParams } from '@vaani/router';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { useCurrentRole } from '../../guard/api/current-role.ts';
import { useConfirm } from '../../admin-shell/components/confirm-dialog.tsx';
import { ERASE_QUESTION } from '../lead-display.ts';
import { leadsPath } from '../leads-path.ts';
import { LeadView } from './lead-view.tsx';
import { queryLoadState } from '../../admin-shell/components/load-state.tsx';
import { useReport } from '../../admin-shell/report.ts';

/** One lead's page (/admin/leads/:id): everything stored about it and what can be done with it. */
export function LeadPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useLead(id);
  const forward = useForwardLeadsAgain();
  const judge = useMarkLeadSpam();
  const erase = useErasePersonLeads();
  const { busy, run } = useReport<'lead'>();
  const mayErase = can(useCurrentRole(), 'erasePeople');
  const lead = query.data?.lead;
  // Erased by every contact the lead gave; the email first, as it names them in the confirmation.
  const contacts = [lead?.data.email?.trim(), lead?.data.phone_number].filter((contact): contact is string => Boolean(contact));
  const who = contacts[0] ?? '';

  const erasure = useConfirm(
    () => ({ title: `Erase every lead of ${contacts.join(' and ')}?`, ...ERASE_QUESTION }),
    () =>
      run(
        'lead',
        contacts.reduce<Promise<number>>(async (sum, contact) => (await sum) + (await erase.mutate(contact)).count, Promise.resolve(0)),
        (count) => {
          navigate(leadsPath({}));
          return { title: LEAD_ADMIN_MESSAGES.erased(count, who) };
        },
        ERASE_QUESTION.failedTitle,
      ),
  );

  return (
    <AdminScreen title={lead ? `Lead from ${lead.data.name || who}` : 'Lead'} intro="Everything stored about this lead, how forwarding it went, and the same person's other leads.">
      <LeadView
        detail={query.data}
        {...queryLoadState(query)}
        busy={busy !== null}
        onForwardAgain={() => run('lead', forward.mutate([id]), { title: 'Lead queued to forward again' }, 'Forward again failed')}
        onMarkSpam={(spam) =>
          run('lead', judge.mutate({ id, spam }), { title: spam ? 'Marked spam' : 'Marked not spam' }, spam ? 'Mark spam failed' : 'Not spam failed')
        }
        onErase={mayErase ? () => erasure.ask(undefined) : undefined}
      />
      {erasure.dialog}
    </AdminScreen>
  );
}

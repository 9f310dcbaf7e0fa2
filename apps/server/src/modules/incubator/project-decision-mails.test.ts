import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { waitUntil } from '../../testing/jobs.js';
import { send, submitted, tokens, useIncubatorApp } from '../../testing/incubator.js';
import { parseMail, startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';

// Issue 33: a decision on a project is urgent, its owner hears of it by mail at once (over SMTP), unless turned off.

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
useIncubatorApp(() => ({ smtpUrl: sink.url }));
afterAll(() => sink.close());

const { mdb } = DEMO_ACCOUNTS;
const DECISION_SUBJECT = 'Une décision a été prise sur votre projet';
// The owner's decision mails only: a submission's own mails may still be on their way on a busy machine.
const decisionMails = () =>
  sink.messages
    .filter((message) => message.to.includes(mdb.email))
    .map((message) => parseMail(message.raw))
    .filter((mail) => mail.headers.get('subject') === DECISION_SUBJECT);

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('a decision on a project', () => {
  it('is mailed to the owner at once with a link to the project and the unsubscribe headers; not once turned off', async () => {
    const project = await submitted();
    const already = decisionMails().length;
    const decided = await send('PUT', `/api/mdb-projects/${project.id}/status`, tokens.admin, {
      state: 'MISSING_PARTS',
      note: 'Ajoutez les devis',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await waitUntil(() => decisionMails().length > already, 15_000);
    await settle();
    const mails = decisionMails().slice(already);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`http://campus.test/mdb/`);
    expect(mails[0]?.text).toContain(project.id);
    expect(mails[0]?.headers.get('list-unsubscribe')).toContain('.project-decisions.');
    expect(mails[0]?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const preferences = await send('PUT', '/api/me/notification-preferences', tokens.mdb, {
      email: { directMessages: true, contracts: true, projectDecisions: false, digest: 'weekly' },
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
    const again = await send('PUT', `/api/mdb-projects/${project.id}/status`, tokens.admin, { state: 'IN_PROGRESS' });
    expect(again.statusCode, again.body).toBe(200);
    await settle();
    expect(decisionMails().slice(already)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../messaging/messaging-contracts.js';
import { notificationSentence } from './notification-texts.js';
import { appPaths } from '../navigation/paths.js';

describe('notification sentences', () => {
  it('gives every kind of spec 3.6 a French sentence', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const { text } = notificationSentence(kind, { title: 'Atelier fiscalité', name: 'Julien Moreau' });
      expect(text.length).toBeGreaterThan(10);
      expect(text).not.toMatch(/ {2}|undefined/);
    }
  });

  it('names the member and the event a member joined, with a link to the events', () => {
    expect(notificationSentence('event-join', { name: 'Inès Lefebvre', title: 'Live MDB' })).toEqual({
      text: "Inès Lefebvre participe à l'évènement « Live MDB »",
      link: '/mes-evenements',
    });
  });

  it('reads well without a title', () => {
    expect(notificationSentence('event-deleted', {}).text).toBe("L'évènement a été annulé");
  });

  it('links a validated project to the committee page with its id', () => {
    expect(notificationSentence('project-validation', { title: 'Lyon 7e', id: 'p 1' }).link).toBe(
      '/mdb/comite-projets?id=p%201',
    );
  });

  it('shows a global notification with its own text and link', () => {
    expect(notificationSentence('global', { text: 'Maintenance ce soir', link: '/mes-replays' })).toEqual({
      text: 'Maintenance ce soir',
      link: '/mes-replays',
    });
  });

  it('tells the reporter the outcome of a report in a word, never the sanction', () => {
    expect(notificationSentence('report-resolved', { outcome: 'actioned' }).text).toBe(
      'Votre signalement a été traité par la modération',
    );
    expect(notificationSentence('report-resolved', { outcome: 'dismissed' }).text).toBe(
      'Votre signalement a été classé sans suite par la modération',
    );
  });

  it('tells the admins whose webinar registration failed, and that the place stays reserved', () => {
    expect(
      notificationSentence('webinar-registration-failed', {
        name: 'Marie Dupont',
        provider: 'LIVESTORM',
        title: 'Financer son premier immeuble',
        id: 'e1',
      }),
    ).toEqual({
      text: "L'inscription de Marie Dupont dans Livestorm a échoué pour « Financer son premier immeuble » : sa place reste réservée",
      link: appPaths.event('e1'),
    });
  });

  it('gives a warned member the moderator’s own words', () => {
    expect(notificationSentence('moderation-warning', { text: 'Restez courtois.' }).text).toBe(
      'Avertissement de la modération : Restez courtois.',
    );
  });
});

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Onboarding (public-account.md §2.9): each company's state of steps 1–8, ticked by its own events
 * (async) or marked by the merchant's buttons (inline, apart), what step 4 sent, and dismissals.
 * Notifications (§2.13): one row per event a merchant cares about, keyed by the event id (a rebuild
 * writes the same ids), and the marks of the ones read, kept apart so either side rebuilds alone.
 * The 'second version' notice (§2.15) is a company flag the provider's staff set.
 */
export class OnboardingAndNotifications1763800000036 implements MigrationInterface {
  name = 'OnboardingAndNotifications1763800000036';

  async up(db: QueryRunner): Promise<void> {
    // Async: the step's own event happened (a CD created, the first order...).
    await db.query(`
      CREATE TABLE onboarding_steps (
        company_id   uuid NOT NULL,
        step         smallint NOT NULL CHECK (step BETWEEN 1 AND 8),
        completed_at timestamptz NOT NULL,
        PRIMARY KEY (company_id, step)
      )`);
    // Inline: the merchant's buttons (done or skipped; the latest press wins).
    await db.query(`
      CREATE TABLE onboarding_marks (
        company_id uuid NOT NULL,
        step       smallint NOT NULL CHECK (step BETWEEN 1 AND 8),
        complete   boolean NOT NULL,
        marked_at  timestamptz NOT NULL,
        PRIMARY KEY (company_id, step)
      )`);
    await db.query(`
      CREATE TABLE onboarding_submissions (
        event_id   uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        step       smallint NOT NULL,
        data       jsonb NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query(
      'CREATE INDEX onboarding_submissions_company ON onboarding_submissions (company_id, step, created_at)',
    );
    await db.query(`
      CREATE TABLE onboarding_dismissals (
        company_id   uuid PRIMARY KEY,
        dismissed_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE notifications (
        id         uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        property   jsonb NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX notifications_company_list ON notifications (company_id, created_at DESC, id DESC)');
    await db.query(`
      CREATE TABLE notification_reads (
        notification_id uuid PRIMARY KEY,
        company_id      uuid NOT NULL,
        read_at         timestamptz NOT NULL
      )`);
    await db.query('ALTER TABLE companies ADD COLUMN second_version_notice boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE companies DROP COLUMN second_version_notice');
    await db.query(
      'DROP TABLE notification_reads, notifications, onboarding_dismissals, onboarding_submissions, onboarding_marks, onboarding_steps',
    );
  }
}

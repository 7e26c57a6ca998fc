// The work on a customer project, on both drivers: a new project gets the stages of 'Stage
// settings' at its creation; an Admin's dates make it 'Delayed by N days'; a diary entry sent twice
// is stored once; a Site member sees only the projects they supervise, Sales read their leads'.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../tests/support/users.ts';
import { acceptedProject } from '../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { contactSubmissions, diaryEntries, projectMilestones, projectPlans, projectStages } from '#db/schema.ts';
import { projectWork, saveProjectPlan, saveStageDates, saveStageSettings } from '#app/features/project-work/stages.server.ts';
import { addDiaryEntry, diaryPageFor, diaryProjectsFor } from '#app/features/project-work/diary.server.ts';
import { DEFAULT_STAGE_LABELS, WORK_TEXTS } from '#app/features/project-work/work-forms.ts';

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

describe.each(drivers)('the work on a project on %s', (driver) => {
  let database: TestDatabase;
  const db = () => database.db;
  let admin: string;
  let sales: string;
  let site: string;
  let editor: string;

  async function newProject(name: string): Promise<{ id: string; leadId: string }> {
    const { projectId, leadId } = await acceptedProject(db(), { name, by: admin });
    return { id: projectId, leadId };
  }

  const stagesOf = (projectId: string) =>
    db().select().from(projectStages).where(eq(projectStages.projectId, projectId)).orderBy(asc(projectStages.position));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    admin = (await insertStaffUser(db(), 'asha@example.com', 'admin')).id;
    sales = (await insertStaffUser(db(), 'ravi@example.com', 'sales')).id;
    site = (await insertStaffUser(db(), 'suresh@example.com', 'site')).id;
    editor = (await insertStaffUser(db(), 'eva@example.com', 'editor')).id;
  });
  afterAll(async () => database?.cleanup());

  it('gives a project the default stages at its creation, and a later one the stages an Admin set', async () => {
    const first = await newProject('Kavya Stages');
    expect((await stagesOf(first.id)).map((stage) => stage.label)).toEqual([...DEFAULT_STAGE_LABELS]);
    expect(await db().select().from(projectPlans).where(eq(projectPlans.projectId, first.id))).toHaveLength(1);

    const refused = await saveStageSettings(db(), { form: form({ stages: 'Design\ndesign' }), actorId: admin });
    expect(refused).toEqual({ ok: false, status: 400, fieldErrors: { stages: [WORK_TEXTS.stagesTwice] } });
    expect(
      await saveStageSettings(db(), { form: form({ stages: ' Design sign-off \n\nCivil work\nHandover\n' }), actorId: admin }),
    ).toEqual({
      ok: true,
    });
    const second = await newProject('Nikhil Stages');
    expect((await stagesOf(second.id)).map((stage) => stage.label)).toEqual(['Design sign-off', 'Civil work', 'Handover']);
    expect((await stagesOf(first.id)).map((stage) => stage.label)).toEqual([...DEFAULT_STAGE_LABELS]);
  });

  it("shows 'Delayed by N days' from an Admin's dates, and links a stage to one of the project's milestones only", async () => {
    const project = await newProject('Farah Dates');
    const other = await newProject('Other Dates');
    const [signOff] = await stagesOf(project.id);
    const now = new Date('2026-11-29T06:00:00Z');
    expect((await projectWork(db(), project.id, now))!.status).toBe('On track');
    const [milestone] = await db().select().from(projectMilestones).where(eq(projectMilestones.projectId, project.id));
    const [otherMilestone] = await db().select().from(projectMilestones).where(eq(projectMilestones.projectId, other.id));

    const stranger = await saveStageDates(db(), {
      projectId: project.id,
      form: form({ stageId: signOff!.id, plannedOn: '2026-11-20', actualOn: '', milestoneId: otherMilestone!.id }),
      actorId: admin,
    });
    expect(stranger).toEqual({ ok: false, status: 400, fieldErrors: { milestoneId: [WORK_TEXTS.milestone] } });
    expect(
      await saveStageDates(db(), { projectId: other.id, form: form({ stageId: signOff!.id, plannedOn: '2026-11-20' }), actorId: admin }),
    ).toEqual({ ok: false, status: 404 });
    const bad = await saveStageDates(db(), {
      projectId: project.id,
      form: form({ stageId: signOff!.id, plannedOn: '2026-02-30' }),
      actorId: admin,
    });
    expect(bad).toMatchObject({ ok: false, status: 400, fieldErrors: { plannedOn: [WORK_TEXTS.day] } });

    const saved = await saveStageDates(db(), {
      projectId: project.id,
      form: form({ stageId: signOff!.id, plannedOn: '2026-11-20', actualOn: '2026-11-24', milestoneId: milestone!.id }),
      actorId: admin,
    });
    expect(saved).toEqual({ ok: true });
    const work = await projectWork(db(), project.id, now);
    expect(work!.status).toBe('Delayed by 4 days');
    expect(work!.stages[0]).toMatchObject({
      plannedOn: '2026-11-20',
      actualOn: '2026-11-24',
      milestoneId: milestone!.id,
      status: 'Delayed by 4 days',
    });

    // A committed move-in date already passed on 29 November (India) makes it later still.
    expect(await saveProjectPlan(db(), { projectId: project.id, form: form({ moveInOn: '2026-11-19' }), actorId: admin })).toEqual({
      ok: true,
    });
    expect((await projectWork(db(), project.id, now))!.status).toBe('Delayed by 10 days');
  });

  it('stores a diary entry sent twice once, and refuses its key on another project', async () => {
    const project = await newProject('Meera Diary');
    const other = await newProject('Rahul Diary');
    await saveProjectPlan(db(), { projectId: project.id, form: form({ siteSupervisorId: site }), actorId: admin });
    await saveProjectPlan(db(), { projectId: other.id, form: form({ siteSupervisorId: site }), actorId: admin });
    const key = randomUUID();
    const entry = {
      idempotencyKey: key,
      note: 'Carcasses delivered, kitchen wall marked',
      progressPercent: '40',
      blocking: 'Granite not cut',
    };
    const now = new Date('2026-11-29T18:45:00Z');
    const once = await addDiaryEntry(db(), { projectId: project.id, member: { id: site, role: 'site' }, form: form(entry), now });
    const twice = await addDiaryEntry(db(), { projectId: project.id, member: { id: site, role: 'site' }, form: form(entry), now });
    expect(once).toMatchObject({ ok: true, duplicate: false });
    expect(twice).toEqual({ ok: true, entryId: once.ok ? once.entryId : '', duplicate: true });
    const rows = await db().select().from(diaryEntries).where(eq(diaryEntries.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const [designSignOff] = await stagesOf(project.id);
    // 18:45 UTC is the next day in India; the stage is the first not reached.
    expect(rows[0]).toMatchObject({
      entryOn: '2026-11-30',
      progressPercent: 40,
      blocking: 'Granite not cut',
      stageId: designSignOff!.id,
      authorId: site,
    });
    expect(await addDiaryEntry(db(), { projectId: other.id, member: { id: site, role: 'site' }, form: form(entry), now })).toMatchObject({
      ok: false,
      status: 409,
    });
    const refused = await addDiaryEntry(db(), {
      projectId: project.id,
      member: { id: site, role: 'site' },
      form: form({ ...entry, idempotencyKey: randomUUID(), note: ' ', progressPercent: '101' }),
    });
    expect(refused).toEqual({ ok: false, status: 400, fieldErrors: { note: [WORK_TEXTS.note], progressPercent: [WORK_TEXTS.progress] } });
    const page = await diaryPageFor(db(), project.id, { id: site, role: 'site' }, now);
    expect(page!.entries.map((one) => [one.note, one.stageLabel, one.authorName])).toEqual([
      ['Carcasses delivered, kitchen wall marked', 'Design sign-off', 'suresh@example.com'],
    ]);
  });

  it('shows a Site member only the projects they supervise, Sales their leads’ to read, Editors none', async () => {
    const supervised = await newProject('Anita Supervised');
    const elsewhere = await newProject('Vikram Elsewhere');
    await saveProjectPlan(db(), { projectId: supervised.id, form: form({ siteSupervisorId: site }), actorId: admin });
    await db().update(contactSubmissions).set({ assignedTo: sales }).where(eq(contactSubmissions.id, elsewhere.leadId));
    // Only a Site member may supervise, only Admin or Sales design.
    expect(
      await saveProjectPlan(db(), { projectId: elsewhere.id, form: form({ siteSupervisorId: sales, designerId: site }), actorId: admin }),
    ).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { designerId: [WORK_TEXTS.member], siteSupervisorId: [WORK_TEXTS.member] },
    });

    const siteMember = { id: site, role: 'site' as const };
    const names = (rows: Array<{ customerName: string }>) => rows.map((row) => row.customerName);
    const seen = names(await diaryProjectsFor(db(), siteMember));
    expect(seen).toContain('Anita Supervised');
    expect(seen).not.toContain('Vikram Elsewhere');
    expect(await diaryPageFor(db(), elsewhere.id, siteMember)).toBeNull();
    const entry = () => form({ idempotencyKey: randomUUID(), note: 'Site cleaned', progressPercent: '5' });
    expect(await addDiaryEntry(db(), { projectId: elsewhere.id, member: siteMember, form: entry() })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect((await diaryPageFor(db(), supervised.id, siteMember))!.canWrite).toBe(true);

    const salesMember = { id: sales, role: 'sales' as const };
    expect(names(await diaryProjectsFor(db(), salesMember))).toEqual(['Vikram Elsewhere']);
    expect((await diaryPageFor(db(), elsewhere.id, salesMember))!.canWrite).toBe(false);
    expect(await addDiaryEntry(db(), { projectId: elsewhere.id, member: salesMember, form: entry() })).toMatchObject({
      ok: false,
      status: 403,
    });
    // Named designer, the Sales member writes it.
    await saveProjectPlan(db(), { projectId: elsewhere.id, form: form({ designerId: sales }), actorId: admin });
    expect(await addDiaryEntry(db(), { projectId: elsewhere.id, member: salesMember, form: entry() })).toMatchObject({ ok: true });

    expect(await diaryProjectsFor(db(), { id: editor, role: 'editor' })).toEqual([]);
    expect(await diaryPageFor(db(), supervised.id, { id: editor, role: 'editor' })).toBeNull();
    expect(names(await diaryProjectsFor(db(), { id: admin, role: 'admin' }))).toEqual(
      expect.arrayContaining(['Anita Supervised', 'Vikram Elsewhere']),
    );
  });
});

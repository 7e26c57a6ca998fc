// The database schema, one file per side of the product (db/schema/): migrations are generated
// from it (`npm run db:generate`), and code imports tables and row types from here.
export * from '#db/schema/leads.ts';
export * from '#db/schema/lead-counts.ts';
export * from '#db/schema/lead-assignment.ts';
export * from '#db/schema/reminders.ts';
export * from '#db/schema/intake.ts';
export * from '#db/schema/staff.ts';
export * from '#db/schema/content.ts';
export * from '#db/schema/quotations.ts';
export * from '#db/schema/pipeline.ts';
export * from '#db/schema/messages.ts';
export * from '#db/schema/private-files.ts';
export * from '#db/schema/billing.ts';
export * from '#db/schema/project-work.ts';
export * from '#db/schema/room.ts';
export * from '#db/schema/billing-sums.ts';

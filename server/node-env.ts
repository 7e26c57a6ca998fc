// Imported first by server/index.ts. React picks its production or development build from
// NODE_ENV when it is first imported, and static imports run before the importing module's own
// code: so the default has to be set in a module of its own, ahead of the others.
process.env.NODE_ENV ??= 'production';

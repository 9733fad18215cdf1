/** A refusal the operator reads as it is, without a stack: a damaged archive, a database not empty, no database. */
export class Refused extends Error {}

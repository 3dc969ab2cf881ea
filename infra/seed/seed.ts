// Placeholder replaced by the seed module (infra/seed): seeds catalog and culinary.
export async function seedAll(_databaseUrl: string, _log: (line: string) => void = console.log): Promise<void> {}

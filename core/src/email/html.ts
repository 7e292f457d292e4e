/** Text from a person (a name, an e-mail) made safe inside an e-mail's HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

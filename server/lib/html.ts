/** Text made safe inside HTML content and quoted attributes (the server's own pages). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

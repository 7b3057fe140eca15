/** Copies text to the clipboard and tells the user (spec §8 "{label} copied to clipboard!"). */
import { MESSAGES, notifyError, notifySuccess } from './notify';

export async function copyText(label: string, text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(MESSAGES.copied(label));
    return true;
  } catch {
    notifyError(`Could not copy ${label.toLowerCase()}. Select the text and copy it instead.`);
    return false;
  }
}

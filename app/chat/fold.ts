/**
 * The chat's text helpers that the build shares: folding a text to its words, the stop words,
 * Markdown as plain text and a text's lead (its first sentences, which an answer quotes). With
 * them the build drops, from what the chat only searches (a legal section's or a post's text past
 * the sentences its answer quotes), the words the search drops anyway: fewer bytes to download,
 * the same index. No imports, so the build's Markdown plugin can load it.
 */

/** Words that carry no topic, English and Hinglish ("kya", "hai", "ke", "liye", "mujhe"…). */
export const stopwords: ReadonlySet<string> = new Set(
  `a about above after again all also am an and any anyone anything are as at be been being both
but by can could did do does doing done each either else even ever every for from get gets
getting give go going got had has have having he her here hers him his how i id if im in into is
it its itll ive just kind know let like ll me mine more most much my need needs no nor not now
of off ok okay on once one only or other our ours out over own please pls plz re really right
same say see she should so some someone something such sure tell than thank thanks that thats
the their them then there these they thing things this those through thru to too u ur us very via
abt coz bcoz wanna gonna hv wud shud cud rn btw tbh fyi rite
want wanted wants was we well were what whats when where which while who whom whose why will
with would yes yet you your youre yours yourself ve hi hello hey dear sir madam maam
guys folks team nexora basically actually honestly kindly currently roughly exactly possible
possibly maybe etc wondering whether somebody anybody everyone everybody everywhere nobody
normally usually always never bit lot lots quite pretty sort type idea weve youve theyve theyre
wed youd hed itd lets whos wheres hows kya kyaa hai hain ho hoga hogi honge tha thi ke ka ki ko
se mein mai main mujhe mujhko humko hume hamein hum hamara hamari hamare humara humari humare jisse jise jisme jismein jiske dikhe dikhna dikhao dikhaye dikhta dikhti apna apni apne
aap aapka aapki aapke aapko aapne humne tum tumhara tumhari tera teri yeh ye woh wo voh koi kuch liye lie
bhi toh na nahi nahin haan ji jee bhai bhaiya didi sahab yaar kripya zara thoda bas aur ek dono
sab sabhi kar karo karna karni kare karein karte karta karti raha rahe rahi rehta rehte sakte sakta sakti
sako wala wali wale chahiye chahie kaise kaisa kaisi kyun kyu kahin kahan kidhar jo jab tab kab
mera mere meri tumhare log logo logon tak doge denge dena dedo dijiye dijie chahte chahta
chahti batao bataye bataiye batayein btao baar bar jata jati jate gaya gayi gaye hota hoti hote
thik theek sahi bahut bohot bahot jaldi abhi phir fir kabhi hamesha wapas matlab waise vaise
kaafi sirf lekin par magar ya agar kyunki isliye yahan wahan idhar udhar pe sake saken sakein
aisa aise aisi hu hoon hun instead whenever karne kiya kiye kis kisi kise kaun kaunsa konsa
kaunse konse jaise jaisa jaisi usme isme unme inme
uske uska uski iske iska iski unka unki unke inka inki le lo lena lete leta leti de dete deta
deti naya nayi naye purana purani purane lana lao laana khud daalna dalna daal bharna bharte
bharta bhar chalana chalta chalti chalte chaiye chaheye hua hui hue huye chala lagta lagti lagte
rakhna rakhte rakho dekhna dekho dekhte sochna socha jaana jana jaane jane jaate aana aata aate aati bilkul
zaroor jarur ekdam kitna kitne kitni payein paaye taki taaki zarurat zaroorat jarurat humein
roz rozana har karke pada padi pade
unhe unko inhe inko usko isko pehle baad saath chalane pura poora sara saara jaye jaaye jaata
jaati paas aapse humse dikha dikhana dikhane chale show
approx approximately till milta milti milte milne milna milo bhej bhejo bhejun bheju bhejna
bhejne khali karwana karwane dekhne mil bharun karu karun kr krna krte rha rhe lene
leni dene deni padhu padhna bataun achha acha achhi achhe kal ppl apka apki apke kese kaha
konsi kaunsi kon sa si aa saari saare bata bataa hone hona bina chalna chalni wagera wagaira vagaira padta padti`.split(
    /\s+/,
  ),
);

/** Lowercase, accents and punctuation dropped, "&" read as "and"; words separated by one space. */
export function fold(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/&/g, " and ")
      .replace(/['’]s\b/g, "")
      .replace(/['’]/g, "")
      // "e-commerce", "wi-fi": both the parts and the joined word, however a visitor spells it.
      .replace(/\b([a-z]+)-([a-z]+)\b/g, "$1 $2 $1$2")
      .replace(/[^a-z0-9]+/g, " ")
      .trim()
  );
}

/** Markdown as plain text: no emphasis, code marks, link targets or list markers. */
export function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>]/g, "")
    .replace(/^\s*([-+]|\d+\.)\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

const sentence = /[^.!?]+[.!?]+(\s|$)/g;

/** The first sentence or two of a text, for an answer that must stay short. */
export function lead(text: string, sentences = 2): string {
  const parts = text.match(sentence) ?? [text];
  return parts.slice(0, sentences).join("").trim();
}

/**
 * A text as the chat needs it when its answer quotes only its lead: the lead as written, then
 * only the words the search keeps, each once and folded (a word that folds to stop words only, or
 * to nothing, goes). Searched, it gives the same terms; quoted, the same lead. Used by the build,
 * not the chat.
 */
export function indexText(text: string, sentences: number): string {
  const parts = [...text.matchAll(sentence)];
  // (a text without as many sentences is its own lead)
  if (sentences > 0 && parts.length <= sentences) return text;
  const end = sentences > 0 ? parts[sentences - 1]!.index + parts[sentences - 1]![0].length : 0;
  // (…each once: a word's repeats move a section's rank little, and the chat downloads them all;
  // folded, as the search reads it, but for a placeholder the chat fills in: "{{site.email}}")
  // (…and not again when the lead has it)
  const seen = new Set(text.slice(0, end).split(/\s+/).map(fold));
  const rest = text
    .slice(end)
    .split(/\s+/)
    .flatMap((word) => {
      const folded = fold(word);
      const kept =
        !seen.has(folded) && folded.split(" ").some((part) => part && !stopwords.has(part));
      seen.add(folded);
      return kept ? [/\{\{|%7B/.test(word) ? word : folded] : [];
    });
  // (…in alphabetical order: the search counts words, never their order, and sorted they pack)
  return `${text.slice(0, end)}${rest.sort().join(" ")}`.trim();
}

/**
 * A text the chat only searches, as the words the search keeps: folded, without stop words, each
 * as often as the text has it (the search weighs repeats), in alphabetical order. Searched, it
 * gives the same terms and counts, and the same words for the typo check. Used by the build.
 */
export function searchWords(text: string): string {
  return fold(text)
    .split(" ")
    .filter((word) => word && !stopwords.has(word))
    .sort()
    .join(" ");
}

/**
 * A post's Markdown as the chat needs it: the front matter and headings as written, the text
 * under each heading as plain text (`indexText`, its lead of `sentences` quoted), the text
 * before the first heading only searched.
 */
export function postForIndex(source: string, sentences: number): string {
  const end = source.indexOf("\n---", 3) + 4;
  if (end < 4) return source;
  const chunks = source.slice(end).split(/^(#{2,3}\s+.+)$/m);
  return (
    source.slice(0, end) +
    chunks
      .map((chunk, index) =>
        index % 2 ? chunk : `\n${indexText(plain(chunk), index ? sentences : 0)}\n`,
      )
      .join("")
  );
}

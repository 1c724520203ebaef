/**
 * The chat's text helpers that the build shares: folding a text to its words, the stop words and
 * everyday words, the stemmer, Markdown as plain text and a text's lead (its first sentences,
 * which an answer quotes). With them the build drops, from what the chat only searches (a
 * service's body; a legal section's or a post's text past the sentences its answer quotes), the
 * words the search drops anyway and the forms of a term it has, and past a lead the everyday
 * words too: fewer bytes to download. No imports, so the build's Markdown plugin can load it.
 */

/**
 * The words of a list written in alphabetical order, each of them either whole or as the number of
 * letters it shares with the word before and the rest of it ("aap 3ka 3ke" is "aap aapka
 * aapke"): the source keeps its lists whole, the build writes them the short way
 * (scripts/word-lists-plugin.ts), and the chat downloads 650 bytes less.
 */
export function sortedWords(list: string): string[] {
  let last = "";
  return list
    .split(/\s+/)
    .map((word) => (last = last.slice(0, parseInt(word) || 0) + word.replace(/^\d+/, "")));
}

/**
 * Words that carry no topic, English and Hinglish ("kya", "hai", "ke", "liye", "mujhe"…; "ne",
 * "di", "kisne", "sabse": "kisi ne hack kar di", "sabse bade sahab"), in alphabetical order: they
 * pack smaller (a typo of two of them is read as the first, both dropped alike). A spelling that
 * the chat's typo correction reads as one of them ("bataiye" as "bataye", "chahie" as "chahiye",
 * "iski" as "iske"), or that, a letter from a word it knows, is no topic without the list ("hume",
 * "pura", "yaar"; measured on the evaluation set, no answer lost), is left out: the chat downloads
 * it for nothing. (A typo of that spelling is then a letter further from the list: "chalta" and
 * "rehta" stay, for "chlta" and "rhta".)
 */
export const stopwords: ReadonlySet<string> = new Set(
  sortedWords(`a aa aana aap aapka aapke aapki aapko aapne aapse aate ab abhi about above abt acha
achhi actually after again agar aise alag all also always am an and any anybody anyone anything apka
apke apki apne approx approximately are as at aur baad baar bahut bar bas basically bata batao
bataun bataye batayein bcoz be been being bhai bhaiya bhar bhara bhare bhari bharna bharte bharun
bhej bhejiye bhejna bhejte bheju bhi bilkul bina bit bohot both btao btw but by can chahiye chahte
chal chalane chale chalna chalni chalta chalte chuka chuke could coz cud currently daalu dalna dalu
de dear dedo dekhne dekho dekhte dene denge dete di did dijiye dikha dikhana dikhao dikhaye dikhe
dikhti do does doge doing done dono dusre each either ek ekdam else esp especially etc even ever
every everybody everyone everywhere exactly fir folks for from fyi gaya gaye get gets gimme give go
going gonna got guys had hai hain hamara hamare hamari hamesha har has have having he hed hello her
here hers hey hi him his ho hona hone honestly honge hoon how hows hu hua hue hui hum humara humare
humein humko humne humse hun huye hv i id idea idhar if im in inhe inka inme instead into is iske
isliye isme it itd itll its ive jaane jaate jaati jaaye jab jahan jaise jaldi jane jarur jarurat
jata jate jaye jee ji jise jiske jisme jismein jisse jo just jyada ka kaafi kab kabhi kaha kahan
kahin kaisa kaise kal kar kare karein karke karna karne karni karo karogi karte karu karun karwa
karwane kaun kaunse kaunsi ke kese khali khud ki kidhar kind kindly kis kise kisi kisne kitne kiya
kiye know ko koi kon konsa konsi kr kripya krna krte kuch kya kyaa kyu kyun kyunki laane lagte lao
le leke lekin lene let lets lie like likha likhi likhna likhte liye ll lo log logo logon lot lots
maam madam magar mai main matlab maybe me mein mera mere meri mil milne milo milta milte mine more
most much mujhe mujhko my na nahi nahin naya naye ne need needs never nexora no nobody nor normally
not now of off ok okay on once one only onto or other our ours out over own paas paaye pade padhna
padhu padti par payein pe pehle please pls plz poora possible possibly ppl pretty purane purani
quite rahe rakhna rakho rakhte re really rehta rehte rha rhe right rite rn roughly roz rozana sa
saara saari saath sab sabhi sabse sahab sahi saken sako sakta sakte sakti same sara say se see she
should show shud si sir sirf so sochna some somebody someone something sort such suppose supposing
sure taaki tab tak tbh team tell tera tha than thank thanks that thats the theek their them then
there these they theyre theyve thi thik thing things this thoda those through thru till to toh too
tum tumhara tumhare type u udhar unhe unke unme ur us uske usme usually vagaira vaise ve versus very
via voh vs wagaira wagera wahan waise wala wale wali wanna want wants wapas was we wed well wen were
weve what whats when whenever where wheres whether which while who whod whom whos whose why will
with wo woh wondering would wud ya yahan ye yeh yes yet you youd your youre yours yourself youve
zara zaroor zaroorat zarurat zyada`),
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
      // "e-commerce", "wi-fi", "next.js": both the parts and the joined word, however a visitor
      // spells it.
      .replace(/\b([a-z]+)(?:-|\.(?=js\b))([a-z]+)\b/g, "$1 $2 $1$2")
      .replace(/[^a-z0-9]+/g, " ")
      .trim()
  );
}

/**
 * Inflections and derivations, longest first, each with what it becomes ("ending:replacement"):
 * "implementation" meets "implement" ("mentation"), "vulnerability" meets "vulnerable" ("bility"),
 * "families" meets "family", whose "ly" comes off ("ilies").
 */
const suffixes =
  `isations: izations: isation: ization: mentation: ational:ate ations:ate ation:ate ments: ment: bilities:bl bility:bl ities: ity: ilies:i ies:y ied:y sses:ss ches:ch shes:sh xes:x ising: izing: ised: ized: ings: ing: ers:er ed: ise: ize: ly: s:`
    .split(" ")
    .map((entry) => entry.split(":") as [string, string]);

/** Endings that look like a plural but are not one: "business", "status", "analysis". */
const keepEndings = ["ss", "us", "is", "os"];

/**
 * A light stemmer: one suffix off, then a final "e", so "pricing", "price" and "prices" meet,
 * as do "migration", "migrate" and "migrating". Short words and words with digits stay.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  for (const [suffix, replacement] of suffixes) {
    if (!word.endsWith(suffix)) continue;
    if (suffix === "s" && keepEndings.some((ending) => word.endsWith(ending))) break;
    // ("speed" and "feed" are no verbs in -ed: "spe" would be a prefix of "special")
    if (word.endsWith("eed")) break;
    const base = word.slice(0, -suffix.length) + replacement;
    // "apply" is not "app" + "ly": a stem keeps at least three letters (four before "ly").
    // ("cutting" and "planned" are "cut" and "plan", but "billing" is "bill")
    if (base.length >= (suffix === "ly" ? 4 : 3))
      word = base.length > 3 ? base.replace(/([^aeioulsfz])\1$/, "$1") : base;
    break;
  }
  // (…and a final "ie" is a "y": "cookie" and "cookies" meet, as "company" and "companies" do)
  if (word.endsWith("ie")) return `${word.slice(0, -2)}y`;
  return word.length > 4 && word.endsWith("e") ? word.slice(0, -1) : word;
}

/**
 * A Hindi verb's future ("lagenge", "karoge", "rahega", "banayegi", "karunga"): a function word
 * like the listed ones, in whichever verb a visitor writes ("website kitne din mein banegi").
 * ("challenge" and "revenge" are English.)
 */
const hindiFuture = /^[a-z]{2,}(?:(?<!ll|v)enge|egi|ega|oge|unga|ungi)$/;

export const isStopword = (word: string) =>
  stopwords.has(word) ||
  hindiFuture.test(word) ||
  // …and its forms in -ed and -ing: "needed", "telling"
  (/(ed|ing)$/.test(word) && stopwords.has(stem(word)));

/**
 * Words too common or too vague to show that a section answers a question on their own:
 * they still help rank sections, but the answerability gate does not count them as evidence.
 * One form of each word is enough: they are compared by their stems ("years" is "year").
 * (In alphabetical order: a set's order means nothing, and sorted they pack smaller.) A word
 * whose absence changes no answer (measured on the evaluation set) is left out, as for the stop
 * words: a spelling the typo correction reads as another ("zaroori" as "zaruri"), or one too rare
 * to move a question's gate ("nowhere", "badly").
 */
export const weakList: readonly string[] =
  sortedWords(`aaya aaye able accept across actual add afraid afternoon afterwards against ago agree
allow almost along already although amazing among amount ancient angry annoying annual another
answer anyhow anymore anyway anywhere apart appear area arent around arrangement arrive ask attempt
aunt autumn available average away awesome awful back background bad bada badalna bade badh badha
badhta badi baha ballooning ballpark banda bande basic basis beautiful became because become before
began begin begun beh behalf behind believe below besides best better between beyond big bigger bits
blame bolte boring bother box break bring brings broke broken brother brought build bunch business
busy ca call came cant carry case catch caught certain chance change chargeable cheaper check chhota
chhote chhoti chhutkara choice choose chose christmas chunk cities city claim clarify clean clever
client clue clunky cold colleague come coming common company complete complex confused constantly
continue corner correct cost couldnt country couple cousin cover crazy critical crore curious
current customer cut dad daily darr daughter day deal dealt decent decide deep definitely detail
dhoond dhoondh dhundh dhyan didnt died different difficult dirty disagree disappear ditch diwali
dodgy doesnt dont dopahar dopahr down dozen drama drop during dusty earlier early easier easy eid
eight eighteen eighty elaborate elsewhere embarrassing end enough entire evening eventually everyday
everything exact exam example excellent except excited excuse expect expensive explain extra fact
fair fall false family fancy far fast faster father fauran fear feel fell festival few fifteen fifty
figure fill finally find fine finish first fishy five fix follow forever forget forgot formal
fortune forty four frankly free fresh friend frustrating full fully funny further future gaon gave
general gentle genuinely given glad goal goes gone good grahak grahakon great grew group grow grown
guess guy hafta hafte half halfway handle handy happen happy hard hassle hatake hatana hatane hatao
hate hated havent hear heard heavy held help helpful herself high higher himself hit hold holi home
honest hope hoping horrible hot house however huge hundred hundreds husband hype ideas ikattha
immediately important include info information initial inside insist instant interested intezaam
involve isnt issue itself jagah jugaad kam keep kept khatam kholna kholne kholni khona khoye kinds
knows laal lady lagbhag lagwana lakh lakhon land large larger last late later layak learn learnt
least leave left letter level lies life light liked likely line linkedin list literally little lives
long longer look lose lost love loved low lower luckily lying madad made mainly major make making
manage mangwana many mark match matter maximum mean meant medium member mention mess messy method
mid middle might million minimum minute miss modern molasses mom mon monsoon month morning mostly
mother mountain move moved mummy must myself naam name nearby nearly necessary neighbor neighbour
nephew nervous new next nice niece night nine normal nothing notify number obviously offer often
okayish old ongoing option otherwise ourselves outdated outside overall overkill painful papa
paranoid particular partly partner past pathetic pehchaan pehchan pehchanna pehchanne pehchano
people perhaps person pichle pick piece pile pitch place plain plan point polite poor pop practice
precise prefer present pressed price probably problem program programme project proper provide pull
pure put quarter question quick quicker raat raise raised rapid rather reach ready real
realistically reason receive recent recommend reinvent reliable remember replace respond rest result
rid rise road roof room rose rough rude ruff run sad said sat saw sawaal sawal says scared scatter
scenario season second seem seen send sent serious service set setup seven several shehar short
shorter shuru shuruaat shy side sign silence silent silly similar simple simpler simply since sister
sit situation six sized skip slightly slower slowly small smaller smart solution someday somehow
sometimes somewhere son soon sooner sorry sorts sounds special specifically spend spent spouse
spring stage stand start stash state stay step still stood stop story strange street strict struggle
stuck study stuff stupid suddenly sudhaar suffer suggest suitable summer surely system take taken
talk ten terrible themselves think third thirty thought thousand three threw throughout throw tight
time tiny tired today together told tomorrow tonight tons took top total tough towards town tried
trouble true truly truth turant turn twelve twenty two tym types ugly unable uncle under understand
unfair unless unlikely unreliable until up upload upon use useful useless using usual vanish various
verdict village wahi wait walk warm wary watch way week weekday weird welcome went whatever wherever
whichever whole wide wife winter wish within without wks wonder word work world worried worse worst
write written wrong wrote year yesterday young yourselves yr yrs zaruri`);
/** …as their stems. */
export const weakWords: ReadonlySet<string> = new Set(weakList.map(stem));

/** Markdown as plain text: no emphasis, code marks, link targets or list markers. */
export function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>]/g, "")
    .replace(/^\s*([-+]|\d+\.)\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A sentence: up to a stop before a space or the end ("hello@nexora.example" is not one). */
const sentence = /([^.!?]|[.!?](?=\S))+[.!?]+(\s|$)/g;

/** The first sentence or two of a text, for an answer that must stay short. */
export function lead(text: string, sentences = 2): string {
  const parts = text.match(sentence) ?? [text];
  return parts.slice(0, sentences).join("").trim();
}

/**
 * A text as the chat needs it when its answer quotes only its lead: the lead as written, then
 * only the words the search keeps, folded, one for each term (a word that folds to stop words
 * only, or to nothing, goes). Searched, it gives the same terms; quoted, the same lead. With no
 * lead, a text the chat never quotes (a service's body): only those words. Everyday words go too,
 * unless `everyday` (by default, for a text without a lead) keeps them; so do the terms of `known`,
 * what the rest of the section already says (a service's description). Used by the build, not the
 * chat.
 */
export function indexText(
  text: string,
  sentences: number,
  known = "",
  everyday = sentences === 0,
): string {
  const parts = [...text.matchAll(sentence)];
  // (a text without as many sentences is its own lead)
  if (sentences > 0 && parts.length <= sentences) return text;
  const end = sentences > 0 ? parts[sentences - 1]!.index + parts[sentences - 1]![0].length : 0;
  // (…each term once, as the index reads it (app/chat/normalise.ts), folded, without stop words
  // and stemmed: a word's repeats, or another form of it, move a section's rank little, and the
  // chat downloads them all)
  const termsOf = (words: string) =>
    fold(words)
      .split(" ")
      .filter((part) => part && !isStopword(part))
      .map(stem);
  // (…and not again when the lead has it; nor, past a quoted lead or in a case study's steps, an
  // everyday word: a legal section, a post's part or a step is found by its heading, its lead and
  // the topics of the rest, which "before", "keep" or "make" only blur; measured, the chat answers
  // as well without them (one tuning question fewer for the steps), and downloads 720 bytes less.
  // A service's or a case study's body keeps them: without, 16 tuning questions fewer.)
  const seen = new Set(termsOf(`${text.slice(0, end)} ${known}`));
  const rest = text
    .slice(end)
    .split(/\s+/)
    .flatMap((word) => {
      // (a placeholder is kept as it is: it is filled in after this, "{{site.email}}")
      const placeholder = /\{\{|%7B/.test(word);
      const terms = termsOf(word);
      const kept =
        terms.length > 0 &&
        (placeholder ||
          terms.some((term) => !seen.has(term) && (everyday || !weakWords.has(term))));
      terms.forEach((term) => seen.add(term));
      return kept ? [placeholder ? word : fold(word)] : [];
    });
  // (…in alphabetical order: the search counts words, never their order, and sorted they pack)
  return `${text.slice(0, end)}${rest.sort().join(" ")}`.trim();
}

// The caller's voice: speaks what Python asks (scene.speak, drawn by ui.js) in English, through the
// browser's speech synthesis. When it cannot, it reports why as "voices:none" (this browser has no
// voice at all), "voices:no-english" (voices, none English) or "voices:failed" (the voice would not
// speak); py/ui/caller.py turns that into a sentence a pub can act on.
//
// The platform's default voice is often not English (on Debian's speech-dispatcher it was Afrikaans),
// so a voice is chosen: en-GB first, then any English. Voices are listed late and slowly (13,362 of
// them after 1.7 s on a fast machine, longer on a Pi): until `voiceschanged` brings them, the latest
// sentence waits, for as long as it takes. The chosen voice is shown on <html> as data-voice and
// data-voice-lang, for the kiosk's browser test and for anyone checking a kiosk by hand.
"use strict";
(function () {
  let report = () => {};
  let waiting = null; // the latest sentence asked for while the voices are being listed
  let none = false; // the platform has listed its voices, and there were none

  const tag = (voice) => voice.lang.replace("_", "-").toLowerCase();
  const first = (voices) => voices.find((v) => v.default) || voices[0];

  /** The English voice to speak with, or null: en-GB first, then any en-* (the default one of each). */
  function englishVoice(voices) {
    return first(voices.filter((v) => tag(v) === "en-gb"))
      || first(voices.filter((v) => tag(v) === "en" || tag(v).startsWith("en-"))) || null;
  }

  function speak(sentence, voices) {
    const voice = englishVoice(voices);
    if (!voice) return report("voices:no-english");
    const utterance = new SpeechSynthesisUtterance(sentence);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    // Cancelled or interrupted is the next call taking over; any other error means no speech.
    utterance.onerror = (e) => { if (e.error !== "canceled" && e.error !== "interrupted") report("voices:failed"); };
    document.documentElement.dataset.voice = voice.name;
    document.documentElement.dataset.voiceLang = voice.lang;
    speechSynthesis.cancel();
    speechSynthesis.speak(utterance);
  }

  function listed() {
    const voices = speechSynthesis.getVoices();
    none = voices.length === 0;
    if (none && waiting !== null) report("voices:none");
    const sentence = none ? null : waiting;
    waiting = null;
    if (sentence !== null) speak(sentence, voices);
  }

  self.pavilionSpeech = {
    /** Speak `sentence` in English; `reportTo(id)` hears of a failure ("voices:none" ...). */
    say(sentence, reportTo) {
      report = reportTo;
      if (!("speechSynthesis" in self)) return report("voices:none");
      const voices = speechSynthesis.getVoices();
      if (voices.length) return speak(sentence, voices);
      if (none) return report("voices:none");
      speechSynthesis.addEventListener("voiceschanged", listed); // once: the same listener is not added twice
      waiting = sentence;
    },
  };
})();

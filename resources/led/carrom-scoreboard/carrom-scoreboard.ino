/*
  Carrom scoreboard: LED line protocol v1 -> MAX7219 8-digit 7-segment display.

  Reads the newline-terminated lines the carrom scoreboard app sends (docs/led-protocol.md),
  checks the version and the XOR checksum, and shows:

      digit:   1  2   3   4  5   6   7  8        (left to right)
      shows:  [side 1 ] [G1] [board] [G2] [side 2 ]
              score      games  no.   games  score

  - the decimal point after a side's score lights while that side breaks;
  - the decimal point after a side's games-won digit lights while the queen still counts for it;
  - once the match is over the winner's games-won digit blinks;
  - before a match (and if no valid line arrives for 15 s: cable pulled, app closed) the board
    shows dashes.

  Wiring (any common "MAX7219 8-digit module", 5 V):
      module VCC -> Arduino 5V        module GND -> Arduino GND
      module DIN -> D12               module CLK -> D11              module CS/LOAD -> D10
  The Arduino talks to the computer over its USB port (9600 baud, 8 data bits, no parity,
  1 stop bit): set the same in the app's board settings, protocol "line".

  No library is needed: the MAX7219 is driven with shiftOut().

  After a reset (the Arduino restarts whenever the port is opened) the sketch sends one ready
  byte, 'R'; tick "wait for ready byte" in the app so the first frame is not lost in the
  bootloader.
*/

const uint8_t PIN_DIN = 12;
const uint8_t PIN_CLK = 11;
const uint8_t PIN_CS = 10;

const long BAUD_RATE = 9600;
const char READY_BYTE = 'R';
const unsigned long STALE_AFTER_MS = 15000UL;

// MAX7219 registers.
const uint8_t REG_DECODE_MODE = 0x09;
const uint8_t REG_INTENSITY = 0x0A;
const uint8_t REG_SCAN_LIMIT = 0x0B;
const uint8_t REG_SHUTDOWN = 0x0C;
const uint8_t REG_DISPLAY_TEST = 0x0F;

// Code-B font values (decode mode on every digit).
const uint8_t CODE_DASH = 0x0A;
const uint8_t CODE_BLANK = 0x0F;
const uint8_t DECIMAL_POINT = 0x80;

const uint8_t LINE_MAX = 160;   // a two-side v1 line is under 80 bytes
const uint8_t FIELDS_MAX = 24;  // 8 header fields + 5 per side, up to 3 sides

struct Side {
  int score;
  int gamesWon;
  bool queenCounts;
  bool breaks;
};

struct Frame {
  char phase;        // S T P X G M
  int board;
  int matchWinner;   // -1 while nobody has won
  uint8_t sideCount;
  Side sides[3];
};

char line[LINE_MAX + 1];
uint8_t lineLength = 0;
bool lineOverflow = false;

Frame frame;
bool haveFrame = false;
unsigned long lastFrameAt = 0;

void max7219Write(uint8_t reg, uint8_t value) {
  digitalWrite(PIN_CS, LOW);
  shiftOut(PIN_DIN, PIN_CLK, MSBFIRST, reg);
  shiftOut(PIN_DIN, PIN_CLK, MSBFIRST, value);
  digitalWrite(PIN_CS, HIGH);
}

// position 1 = leftmost digit, 8 = rightmost (register 8 is the leftmost digit on common modules).
void showDigit(uint8_t position, uint8_t code) {
  max7219Write(9 - position, code);
}

// Two digits, right-aligned, leading blank; above 99 shows 99 (the largest that fits).
void showTwoDigits(uint8_t leftPosition, int value, bool point) {
  if (value < 0) value = 0;
  if (value > 99) value = 99;
  showDigit(leftPosition, value >= 10 ? value / 10 : CODE_BLANK);
  showDigit(leftPosition + 1, (value % 10) | (point ? DECIMAL_POINT : 0));
}

void showOneDigit(uint8_t position, int value, bool point, bool visible) {
  if (value < 0) value = 0;
  if (value > 9) value = 9;
  showDigit(position, (visible ? value : CODE_BLANK) | (point ? DECIMAL_POINT : 0));
}

void showDashes() {
  for (uint8_t position = 1; position <= 8; position++) showDigit(position, CODE_DASH);
}

void render() {
  bool stale = millis() - lastFrameAt > STALE_AFTER_MS;
  if (!haveFrame || stale || frame.sideCount < 2 || frame.phase == 'S') {
    showDashes();
    return;
  }
  bool blinkOn = (millis() / 250) % 2 == 0;
  const Side &left = frame.sides[0];
  const Side &right = frame.sides[1];
  bool over = frame.phase == 'M';
  showTwoDigits(1, left.score, left.breaks);
  showOneDigit(3, left.gamesWon, left.queenCounts, !(over && frame.matchWinner == 0) || blinkOn);
  showTwoDigits(4, frame.board, false);
  showOneDigit(6, right.gamesWon, right.queenCounts, !(over && frame.matchWinner == 1) || blinkOn);
  showTwoDigits(7, right.score, right.breaks);
}

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

// "-" (absent) reads as -1; anything that is not a whole number makes the line invalid.
bool parseNumber(const char *text, int &out) {
  if (text[0] == '-' && text[1] == '\0') {
    out = -1;
    return true;
  }
  if (text[0] == '\0') return false;
  long value = 0;
  for (const char *c = text; *c; c++) {
    if (*c < '0' || *c > '9') return false;
    value = value * 10 + (*c - '0');
    if (value > 32767) return false;
  }
  out = (int)value;
  return true;
}

bool parseFlag(const char *text, bool &out) {
  if (text[0] == '1' && text[1] == '\0') {
    out = true;
    return true;
  }
  if (text[0] == '0' && text[1] == '\0') {
    out = false;
    return true;
  }
  return false;
}

// Checks and parses one line (without its newline) into `parsed`; false leaves the board as it was.
bool parseLine(char *text, Frame &parsed) {
  char *star = strrchr(text, '*');
  if (star == NULL || strlen(star) != 3) return false;
  int high = hexValue(star[1]);
  int low = hexValue(star[2]);
  if (high < 0 || low < 0) return false;
  uint8_t checksum = 0;
  for (char *c = text; c < star; c++) checksum ^= (uint8_t)*c;
  if (checksum != (uint8_t)(high * 16 + low)) return false;
  *star = '\0';

  char *fields[FIELDS_MAX];
  uint8_t count = 0;
  char *start = text;
  for (char *c = text;; c++) {
    if (*c == ',' || *c == '\0') {
      bool end = *c == '\0';
      if (count == FIELDS_MAX) return false;
      *c = '\0';
      fields[count++] = start;
      start = c + 1;
      if (end) break;
    }
  }

  // Field 1: version. A v1 board ignores lines of any other version.
  if (count < 8 || strcmp(fields[0], "1") != 0) return false;
  if (strlen(fields[1]) != 1 || strchr("STPXGM", fields[1][0]) == NULL) return false;
  parsed.phase = fields[1][0];
  int game, limit, sideCount;
  bool extra;
  if (!parseNumber(fields[2], game) || !parseNumber(fields[3], parsed.board) || !parseNumber(fields[4], limit) ||
      !parseFlag(fields[5], extra) || !parseNumber(fields[6], parsed.matchWinner) ||
      !parseNumber(fields[7], sideCount)) {
    return false;
  }
  if (sideCount < 0 || sideCount > 3 || count != 8 + 5 * sideCount) return false;
  parsed.sideCount = (uint8_t)sideCount;
  for (uint8_t i = 0; i < parsed.sideCount; i++) {
    char **side = &fields[8 + 5 * i];  // name, score, games won, queen counts, breaks
    Side &out = parsed.sides[i];
    if (!parseNumber(side[1], out.score) || !parseNumber(side[2], out.gamesWon) ||
        !parseFlag(side[3], out.queenCounts) || !parseFlag(side[4], out.breaks)) {
      return false;
    }
  }
  return true;
}

void readSerial() {
  while (Serial.available() > 0) {
    char c = (char)Serial.read();
    if (c == '\r') continue;
    if (c != '\n') {
      if (lineLength < LINE_MAX) line[lineLength++] = c;
      else lineOverflow = true;
      continue;
    }
    line[lineLength] = '\0';
    Frame parsed;
    if (!lineOverflow && parseLine(line, parsed)) {
      frame = parsed;
      haveFrame = true;
      lastFrameAt = millis();
    }
    lineLength = 0;
    lineOverflow = false;
  }
}

void setup() {
  pinMode(PIN_DIN, OUTPUT);
  pinMode(PIN_CLK, OUTPUT);
  pinMode(PIN_CS, OUTPUT);
  digitalWrite(PIN_CS, HIGH);
  max7219Write(REG_DISPLAY_TEST, 0);
  max7219Write(REG_SCAN_LIMIT, 7);
  max7219Write(REG_DECODE_MODE, 0xFF);
  max7219Write(REG_INTENSITY, 8);
  max7219Write(REG_SHUTDOWN, 1);
  showDashes();

  Serial.begin(BAUD_RATE);
  Serial.write(READY_BYTE);
}

void loop() {
  static unsigned long lastRenderAt = 0;
  readSerial();
  // Redraw 20 times a second: enough for the blink, and the serial buffer is never starved.
  if (millis() - lastRenderAt >= 50) {
    lastRenderAt = millis();
    render();
  }
}

import { range, type MakeEntry } from "./types";

// Jaguar Land Rover and Geely's Swedish makes: premium, mostly four-wheel drive, many plug-in hybrids.

export const landRover: MakeEntry = {
  name: "Land Rover",
  premium: true,
  paints: [
    ["Santorini Black", "black", "#121316"],
    ["Fuji White", "white", "#f3f3ef"],
    ["Eiger Grey", "grey", "#5d6164"],
    ["Carpathian Grey", "grey", "#3e4144"],
    ["Firenze Red", "red", "#8f1a21"],
    ["Byron Blue", "blue", "#27456f"],
    ["Indus Silver", "silver", "#b5b8ba"],
  ],
  ranges: [
    range("Range Rover Evoque", "suv", [2019], 5, 5, 1787, [4371, 1904, 1649], 4, "AWD", [
      ["2.0 D165", "S", 1997, 161, "D", "A", 166, 40_000],
      ["2.0 P200", "R-Dynamic HSE", 1997, 197, "H", "A", 190, 48_000],
      ["1.5 P300e PHEV", "R-Dynamic SE", 1498, 305, "PH", "A", 32, 49_000],
    ]),
    range("Discovery Sport", "suv", [2015], 5, 7, 1845, [4597, 1904, 1727], 3, "AWD", [
      ["2.0 D165", "S", 1997, 161, "D", "A", 163, 37_000],
      ["2.0 D180", "HSE", 1999, 178, "D", "A", 163, 41_000],
      ["1.5 P300e PHEV", "R-Dynamic SE", 1498, 305, "PH", "A", 36, 48_000],
    ]),
    range("Range Rover Sport", "suv", [2013, 2022], 5, 5, 2115, [4879, 1983, 1803], 2, "AWD", [
      ["3.0 SDV6", "HSE", 2993, 302, "D", "A", 218, 68_000],
      ["2.0 P400e PHEV", "HSE Dynamic", 1997, 398, "PH", "A", 72, 75_000],
    ]),
    range("Range Rover Velar", "suv", [2017], 5, 5, 1890, [4797, 1930, 1685], 1, "AWD", [
      ["2.0 D200 MHEV", "R-Dynamic SE", 1997, 201, "D", "A", 174, 55_000],
    ]),
    range("Defender", "suv", [2020], 5, 5, 2261, [4758, 1996, 1967], 2, "AWD", [
      ["3.0 D250 MHEV", "SE", 2997, 246, "D", "A", 237, 62_000],
      ["3.0 D300 MHEV", "X-Dynamic HSE", 2997, 296, "D", "A", 245, 72_000],
      ["2.0 P400e PHEV", "X-Dynamic SE", 1997, 398, "PH", "A", 74, 70_000],
    ]),
  ],
};

export const jaguar: MakeEntry = {
  name: "Jaguar",
  premium: true,
  limitedTo155: true,
  paints: [
    ["Eiger Grey", "grey", "#5d6164"],
    ["Fuji White", "white", "#f3f3ef"],
    ["Santorini Black", "black", "#121316"],
    ["Firenze Red", "red", "#8f1a21"],
    ["Caesium Blue", "blue", "#1d3a5d"],
    ["Indus Silver", "silver", "#b5b8ba"],
  ],
  ranges: [
    range("E-PACE", "suv", [2018], 5, 5, 1775, [4395, 1984, 1649], 2, "AWD", [
      ["2.0 D165", "R-Dynamic S", 1999, 161, "D", "A", 165, 37_000],
      ["1.5 P300e PHEV", "R-Dynamic SE", 1497, 305, "PH", "A", 44, 48_000],
    ]),
    range("F-PACE", "suv", [2016], 5, 5, 1880, [4747, 1936, 1664], 2, "AWD", [
      ["2.0 D204 MHEV", "R-Dynamic SE", 1997, 201, "D", "A", 164, 52_000],
      ["2.0 P400e PHEV", "R-Dynamic HSE", 1997, 398, "PH", "A", 49, 63_000],
    ]),
    range("XE", "saloon", [2015, 2024], 4, 5, 1580, [4678, 1850, 1416], 1, "RWD", [
      ["2.0 D180", "R-Dynamic SE", 1999, 178, "D", "A", 134, 38_000],
      ["2.0 P250", "R-Dynamic HSE", 1997, 247, "P", "A", 170, 42_000],
    ]),
    range("I-PACE", "suv", [2018], 5, 5, 2133, [4682, 2011, 1565], 1, "AWD", [
      ["EV400 90kWh", "HSE", 0, 394, "E", "A", 0, 75_000],
    ]),
    range("F-TYPE", "coupe", [2014, 2024], 2, 2, 1545, [4470, 1923, 1311], 1, "RWD", [
      ["2.0 P300", "R-Dynamic", 1997, 296, "P", "A", 209, 62_000],
      ["5.0 P575 V8", "R", 5000, 567, "P", "A", 269, 102_000, { drive: "AWD" }],
    ]),
  ],
};

export const volvo: MakeEntry = {
  name: "Volvo",
  autoName: "Auto",
  premium: true,
  paints: [
    ["Thunder Grey", "grey", "#5d6164"],
    ["Crystal White", "white", "#f2f2ee"],
    ["Onyx Black", "black", "#131418"],
    ["Denim Blue", "blue", "#2f4d72"],
    ["Fusion Red", "red", "#8d1a21"],
    ["Silver Dawn", "silver", "#b5b8ba"],
  ],
  ranges: [
    range("XC40", "suv", [2018], 5, 5, 1580, [4425, 1863, 1652], 5, [
      ["T3", "Momentum", 1477, 161, "P", "M", 156, 29_000],
      ["B4 MHEV", "R-Design", 1969, 194, "H", "A", 162, 37_000],
      ["T5 Recharge PHEV", "Inscription Pro", 1477, 258, "PH", "A", 47, 45_000],
      ["Recharge Twin 78kWh", "Plus", 0, 402, "E", "A", 0, 55_000, { drive: "AWD" }],
    ]),
    range("XC60", "suv", [2017], 5, 5, 1840, [4688, 1902, 1658], 4, [
      ["B4 MHEV", "Momentum", 1969, 194, "H", "A", 168, 41_000],
      ["D4 AWD", "R-Design", 1969, 187, "D", "A", 177, 43_000, { drive: "AWD" }],
      ["T8 Recharge PHEV AWD", "Inscription", 1969, 385, "PH", "A", 38, 60_000, { drive: "AWD" }],
    ]),
    range("XC90", "suv", [2015], 5, 7, 2045, [4953, 1958, 1776], 2, "AWD", [
      ["2.0 D5 PowerPulse", "R-Design", 1969, 232, "D", "A", 176, 55_000],
      ["T8 Recharge PHEV", "Inscription Pro", 1969, 385, "PH", "A", 48, 70_000],
    ]),
    range("V60", "estate", [2018], 5, 5, 1700, [4761, 1850, 1427], 2, [
      ["D3", "Momentum", 1969, 148, "D", "A", 132, 33_000],
      ["B4 MHEV", "R-Design", 1969, 194, "H", "A", 145, 38_000],
    ]),
  ],
};

export const polestar: MakeEntry = {
  name: "Polestar",
  premium: true,
  paints: [
    ["Snow", "white", "#f1f2f0"],
    ["Void", "black", "#131417"],
    ["Thunder", "grey", "#5c6063"],
    ["Magnesium", "grey", "#8c9093"],
    ["Midnight", "blue", "#1b2a45"],
  ],
  ranges: [
    range("2", "hatchback", [2020], 5, 5, 2000, [4606, 1859, 1479], 3, [
      ["Standard Range Single Motor 69kWh", "Plus", 0, 228, "E", "A", 0, 45_000],
      ["Long Range Dual Motor 78kWh", "Pilot Plus", 0, 402, "E", "A", 0, 55_000, { drive: "AWD" }],
    ]),
  ],
};

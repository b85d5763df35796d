import { range, type MakeEntry } from "./types";

// Kia and Hyundai (numbered trims "2", "3", "GT-Line") and MG, the fastest-growing make in UK sales.

export const kia: MakeEntry = {
  name: "Kia",
  paints: [
    ["Lunar Silver", "silver", "#b6b9bb"],
    ["Clear White", "white", "#f3f3f0"],
    ["Aurora Black", "black", "#141519"],
    ["Gravity Grey", "grey", "#5c5f62"],
    ["Runway Red", "red", "#a51820"],
    ["Blue Flame", "blue", "#25579a"],
  ],
  ranges: [
    range("Picanto", "hatchback", [2017], 5, 4, 935, [3595, 1595, 1485], 6, [
      ["1.0", "1", 998, 66, "P", "M", 111, 11_000],
      ["1.0", "2", 998, 66, "P", "M", 111, 12_500],
      ["1.25", "3", 1248, 83, "P", "A", 129, 14_500],
      ["1.0 T-GDi", "GT-Line S", 998, 99, "P", "M", 121, 15_500],
    ]),
    range("Rio", "hatchback", [2017, 2023], 5, 5, 1110, [4065, 1725, 1450], 4, [
      ["1.25", "1", 1248, 83, "P", "M", 125, 13_500],
      ["1.0 T-GDi 100", "2", 998, 99, "P", "M", 118, 16_000],
      ["1.0 T-GDi 120", "GT-Line S", 998, 118, "H", "M", 119, 19_500],
    ]),
    range("Ceed", "hatchback", [2018], 5, 5, 1270, [4310, 1800, 1447], 4, [
      ["1.0 T-GDi", "2", 998, 118, "P", "M", 127, 20_000],
      ["1.6 CRDi", "3", 1598, 134, "D", "A", 122, 25_000],
      ["1.5 T-GDi", "GT-Line", 1482, 158, "P", "A", 140, 25_500],
    ]),
    range("XCeed", "suv", [2019], 5, 5, 1320, [4395, 1826, 1495], 3, [
      ["1.0 T-GDi", "2", 998, 118, "P", "M", 130, 21_500],
      ["1.5 T-GDi", "3", 1482, 158, "P", "A", 141, 26_000],
      ["1.6 GDi PHEV", "First Edition", 1580, 139, "PH", "A", 32, 32_500],
    ]),
    range("Niro", "suv", [2016, 2022], 5, 5, 1425, [4355, 1805, 1545], 4, [
      ["1.6 GDi Hybrid", "2", 1580, 139, "H", "A", 110, 25_000],
      ["1.6 GDi PHEV", "3", 1580, 139, "PH", "A", 31, 31_000],
      ["150kW 64kWh", "4", 0, 201, "E", "A", 0, 36_000],
    ]),
    range("Niro", "suv", [2022], 5, 5, 1445, [4420, 1825, 1545], 4, [
      ["1.6 GDi Hybrid", "2", 1580, 139, "H", "A", 113, 28_000],
      ["1.6 GDi PHEV", "3", 1580, 180, "PH", "A", 18, 34_000],
      ["150kW 64.8kWh", "3", 0, 201, "E", "A", 0, 40_000],
    ]),
    range("Sportage", "suv", [2016, 2021], 5, 5, 1490, [4485, 1855, 1645], 8, [
      ["1.6 GDi", "2", 1591, 130, "P", "M", 160, 22_000],
      ["1.6 CRDi 48V", "GT-Line", 1598, 134, "D", "A", 148, 28_500],
      ["1.6 T-GDi", "GT-Line S", 1591, 174, "P", "A", 181, 31_000, { drive: "AWD" }],
    ]),
    range("Sportage", "suv", [2022], 5, 5, 1490, [4515, 1865, 1645], 10, [
      ["1.6 T-GDi", "2", 1598, 148, "P", "M", 153, 28_000],
      ["1.6 T-GDi MHEV", "GT-Line", 1598, 148, "H", "M", 150, 33_000],
      ["1.6 T-GDi HEV", "3", 1598, 226, "H", "A", 127, 34_000],
      ["1.6 T-GDi PHEV AWD", "GT-Line S", 1598, 261, "PH", "A", 25, 44_000, { drive: "AWD" }],
    ]),
    range("Sorento", "suv", [2020], 5, 7, 1790, [4810, 1900, 1700], 2, "AWD", [
      ["1.6 T-GDi HEV", "3", 1598, 226, "H", "A", 149, 40_000],
      ["1.6 T-GDi PHEV", "4", 1598, 261, "PH", "A", 38, 50_000],
    ]),
    range("EV6", "hatchback", [2021], 5, 5, 1985, [4680, 1880, 1550], 2, "RWD", [
      ["77.4kWh", "GT-Line", 0, 225, "E", "A", 0, 47_000],
      ["77.4kWh AWD", "GT-Line S", 0, 321, "E", "A", 0, 53_000, { drive: "AWD" }],
    ]),
  ],
};

export const hyundai: MakeEntry = {
  name: "Hyundai",
  paints: [
    ["Typhoon Silver", "silver", "#b7babc"],
    ["Polar White", "white", "#f2f2ef"],
    ["Phantom Black", "black", "#131418"],
    ["Dark Knight", "grey", "#3f4347"],
    ["Engine Red", "red", "#a71a22"],
    ["Intense Blue", "blue", "#1f4b8e"],
  ],
  ranges: [
    range("i10", "hatchback", [2020], 5, 5, 934, [3670, 1680, 1480], 5, [
      ["1.0 MPi", "SE Connect", 998, 66, "P", "M", 114, 12_500],
      ["1.2 MPi", "Premium", 1197, 83, "P", "M", 120, 14_500],
      ["1.0 T-GDi", "N Line", 998, 99, "P", "M", 121, 16_000],
    ]),
    range("i20", "hatchback", [2020], 5, 5, 1090, [4040, 1775, 1450], 5, [
      ["1.0 T-GDi", "SE Connect", 998, 99, "H", "M", 116, 18_500],
      ["1.0 T-GDi", "Premium", 998, 99, "H", "A", 121, 20_500],
      ["1.0 T-GDi", "N Line", 998, 99, "H", "M", 118, 21_500],
      ["1.6 T-GDi", "N", 1598, 201, "P", "M", 158, 25_000],
    ]),
    range("i30", "hatchback", [2017], 5, 5, 1270, [4340, 1795, 1455], 4, [
      ["1.0 T-GDi", "SE Connect", 998, 118, "P", "M", 124, 20_000],
      ["1.5 T-GDi", "N Line", 1482, 158, "H", "M", 128, 24_500],
      ["2.0 T-GDi", "N Performance", 1998, 276, "P", "M", 187, 30_000],
    ]),
    range("Kona", "suv", [2017, 2023], 5, 5, 1235, [4165, 1800, 1565], 6, [
      ["1.0 T-GDi", "SE Connect", 998, 118, "P", "M", 134, 19_500],
      ["1.6 GDi Hybrid", "Premium", 1580, 139, "H", "A", 109, 25_500],
      ["150kW 64kWh", "Premium", 0, 201, "E", "A", 0, 35_500],
    ]),
    range("Kona", "suv", [2023], 5, 5, 1290, [4350, 1825, 1585], 3, [
      ["1.0 T-GDi", "Advance", 998, 118, "P", "M", 134, 26_000],
      ["1.6 GDi Hybrid", "N Line", 1580, 139, "H", "A", 111, 30_000],
      ["160kW 65kWh", "Ultimate", 0, 215, "E", "A", 0, 42_000],
    ]),
    range("Tucson", "suv", [2021], 5, 5, 1500, [4500, 1865, 1650], 8, [
      ["1.6 T-GDi", "SE Connect", 1598, 148, "P", "M", 155, 28_000],
      ["1.6 T-GDi MHEV", "N Line", 1598, 148, "H", "M", 150, 32_000],
      ["1.6 T-GDi HEV", "Premium", 1598, 226, "H", "A", 131, 34_000],
      ["1.6 T-GDi PHEV 4WD", "Ultimate", 1598, 261, "PH", "A", 31, 44_000, { drive: "AWD" }],
    ]),
    range("IONIQ 5", "hatchback", [2021], 5, 5, 1910, [4635, 1890, 1605], 2, "RWD", [
      ["58kWh", "SE Connect", 0, 168, "E", "A", 0, 40_000],
      ["77.4kWh AWD", "Ultimate", 0, 301, "E", "A", 0, 50_000, { drive: "AWD" }],
    ]),
    range("Santa Fe", "suv", [2018], 5, 7, 1840, [4785, 1900, 1710], 1, "AWD", [
      ["1.6 T-GDi HEV", "Premium", 1598, 226, "H", "A", 158, 41_000],
      ["1.6 T-GDi PHEV", "Ultimate", 1598, 261, "PH", "A", 37, 50_000],
    ]),
  ],
};

export const mg: MakeEntry = {
  name: "MG",
  paints: [
    ["Arctic White", "white", "#f2f3f0"],
    ["Pebble Black", "black", "#141519"],
    ["Dynamic Red", "red", "#b3161f"],
    ["Clipper Blue", "blue", "#2a5b8f"],
    ["Sterling Silver", "silver", "#b9bcbe"],
    ["Camden Grey", "grey", "#5d6063"],
  ],
  ranges: [
    range("MG3", "hatchback", [2018, 2024], 5, 5, 1140, [4055, 1729, 1507], 3, [
      ["1.5 VTi-TECH", "Excite", 1498, 105, "P", "M", 137, 12_500],
      ["1.5 VTi-TECH", "Exclusive", 1498, 105, "P", "M", 137, 13_500],
    ]),
    range("MG3", "hatchback", [2024], 5, 5, 1285, [4113, 1797, 1502], 2, [
      ["1.5 Hybrid+", "SE", 1498, 192, "H", "A", 100, 18_500],
      ["1.5 Hybrid+", "Trophy", 1498, 192, "H", "A", 100, 20_500],
    ]),
    range("ZS", "suv", [2017, 2024], 5, 5, 1245, [4323, 1809, 1653], 8, [
      ["1.5 VTi-TECH", "Excite", 1498, 105, "P", "M", 158, 17_000],
      ["1.0 T-GDi", "Exclusive", 999, 109, "P", "A", 148, 20_500],
      ["115kW 51kWh", "SE", 0, 154, "E", "A", 0, 28_000],
      ["115kW 72kWh", "Trophy Long Range", 0, 154, "E", "A", 0, 31_500],
    ]),
    range("HS", "suv", [2019], 5, 5, 1480, [4574, 1876, 1685], 5, [
      ["1.5 T-GDI", "SE", 1490, 160, "P", "M", 167, 22_000],
      ["1.5 T-GDI", "Exclusive", 1490, 160, "P", "A", 173, 26_000],
      ["1.5 T-GDI PHEV", "Exclusive", 1490, 254, "PH", "A", 43, 33_000],
    ]),
    range("MG4", "hatchback", [2022], 5, 5, 1655, [4287, 1836, 1504], 6, "RWD", [
      ["125kW 51kWh", "SE", 0, 167, "E", "A", 0, 27_000],
      ["150kW 64kWh", "Trophy Long Range", 0, 201, "E", "A", 0, 32_500],
      ["320kW 64kWh", "XPOWER", 0, 429, "E", "A", 0, 36_500, { drive: "AWD" }],
    ]),
    range("MG5", "estate", [2020], 5, 5, 1545, [4600, 1818, 1543], 2, [
      ["115kW 61kWh", "Trophy Long Range", 0, 154, "E", "A", 0, 31_000],
    ]),
  ],
};

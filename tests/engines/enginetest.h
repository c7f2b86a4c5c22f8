// Where the engine tests find their engines: shogiban-usi and the fake engines by mode.
#pragma once

#include <string>

inline std::string fakeEngine(const std::string& mode)
{
    return std::string(FAKE_ENGINE_DIR) + "/fake-engine-" + mode;
}

inline std::string realEngine()
{
    return SHOGIBAN_USI_ENGINE;
}
